# ruff: noqa  (a blind split's generator, kept as its writer wrote it; lint would reword it)
"""Generate fresh29.tsv: a held-out set of Usenet binary-post titles, labelled junk/legit.

Self-contained, stdlib only, deterministic (random.Random(29029029)).
Run:  python3 -B make_fresh29.py   (writes fresh29.tsv next to this file)
"""
import os
import re
import unicodedata
import random

R = random.Random(29029029)
JUNK_TOTAL = 906
LEGIT_TOTAL = 2112
JUNK = []
LEGIT = []


def junk(name):
    def deco(fn):
        JUNK.append((name, fn))
        return fn
    return deco


def legit(name):
    def deco(fn):
        LEGIT.append((name, fn))
        return fn
    return deco


# ----------------------------------------------------------------- helpers
def ch(seq):
    return R.choice(seq)


def chance(p):
    return R.random() < p


def ri(a, b):
    return R.randint(a, b)


def hexs(n, upper=False):
    s = "".join(R.choice("0123456789abcdef") for _ in range(n))
    return s.upper() if upper else s


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def rnd(n, alphabet=ALNUM):
    return "".join(R.choice(alphabet) for _ in range(n))


def grp(*names):
    n = ch(names)
    return n if n.startswith("alt.") else "alt.binaries." + n


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


def dots(s):
    """Scene-style dotting of a title."""
    s = ascii_fold(s).replace("&", "and")
    s = re.sub(r"[':,!?()\[\]\"#]", "", s)
    s = re.sub(r"[\s/\-]+", ".", s.strip())
    s = re.sub(r"\.+", ".", s).strip(".")
    return s


def unders(s):
    s = ascii_fold(s).replace("&", "and")
    s = re.sub(r"[':,!?\"#]", "", s)
    s = re.sub(r"\s+", "_", s.strip())
    return s


def vcase(s):
    r = R.random()
    if r < 0.12:
        return s.upper()
    if r < 0.24:
        return s.lower()
    if r < 0.30:
        return s.title()
    return s


def yy():
    return ri(2008, 2025)


def date_parts(lo=2009, hi=2025):
    return ri(lo, hi), ri(1, 12), ri(1, 28)


FIRST = ["James", "Mary", "Robert", "Linda", "Michael", "Sarah", "David", "Emma", "Daniel", "Olivia", "Thomas",
         "Sophie", "Peter", "Anna", "Lukas", "Julia", "Pierre", "Camille", "Marco", "Giulia", "Javier", "Lucia",
         "Jan", "Sanne", "Erik", "Ingrid", "Piotr", "Agnieszka", "Kenji", "Yuki", "Rahul", "Priya", "Chris", "Kate",
         "Mark", "Laura", "Steve", "Nina", "Tom", "Helen"]
LAST = ["Smith", "Johnson", "Brown", "Taylor", "Miller", "Wilson", "Moore", "Clark", "Walker", "Hall", "Young",
        "King", "Wright", "Green", "Baker", "Adams", "Nelson", "Carter", "Mitchell", "Roberts", "Turner", "Parker",
        "Evans", "Collins", "Stewart", "Morris", "Murphy", "Cook", "Rogers", "Bell", "Schmidt", "Muller",
        "Dubois", "Rossi", "Garcia", "de Vries", "Jansen", "Nowak", "Tanaka", "Sharma"]


def person():
    return ch(FIRST) + " " + ch(LAST)


# ----------------------------------------------------------------- data
MOVIES = [
    ("The Shawshank Redemption", 1994), ("Pulp Fiction", 1994), ("The Dark Knight", 2008), ("Inception", 2010),
    ("Interstellar", 2014), ("Oppenheimer", 2023), ("Dune Part Two", 2024), ("Dune", 2021),
    ("Blade Runner 2049", 2017), ("Mad Max Fury Road", 2015), ("The Matrix", 1999), ("Gladiator", 2000),
    ("Heat", 1995), ("Alien", 1979), ("Aliens", 1986), ("The Thing", 1982), ("Jaws", 1975),
    ("Back to the Future", 1985), ("Die Hard", 1988), ("Fight Club", 1999), ("Se7en", 1995), ("Goodfellas", 1990),
    ("Casino", 1995), ("The Godfather", 1972), ("Apocalypse Now", 1979), ("Barry Lyndon", 1975),
    ("The Shining", 1980), ("Full Metal Jacket", 1987), ("No Country for Old Men", 2007),
    ("There Will Be Blood", 2007), ("Zodiac", 2007), ("The Social Network", 2010), ("Drive", 2011),
    ("Sicario", 2015), ("Arrival", 2016), ("Get Out", 2017), ("Hereditary", 2018), ("Midsommar", 2019),
    ("Knives Out", 2019), ("Everything Everywhere All at Once", 2022), ("Top Gun Maverick", 2022),
    ("John Wick Chapter 4", 2023), ("Killers of the Flower Moon", 2023), ("Poor Things", 2023),
    ("Past Lives", 2023), ("The Zone of Interest", 2023), ("Anatomy of a Fall", 2023), ("Civil War", 2024),
    ("Furiosa A Mad Max Saga", 2024), ("Deadpool and Wolverine", 2024), ("Alien Romulus", 2024),
    ("The Substance", 2024), ("Conclave", 2024), ("Anora", 2024), ("The Brutalist", 2024), ("Nosferatu", 2024),
    ("Gladiator II", 2024), ("Wicked", 2024), ("Sinners", 2025), ("The Grand Budapest Hotel", 2014),
    ("Moonrise Kingdom", 2012), ("The Big Lebowski", 1998), ("Fargo", 1996), ("Reservoir Dogs", 1992),
    ("Kill Bill Vol 1", 2003), ("Inglourious Basterds", 2009), ("Django Unchained", 2012),
    ("Once Upon a Time in Hollywood", 2019), ("The Prestige", 2006), ("Memento", 2000), ("Tenet", 2020),
    ("Dunkirk", 2017), ("Her", 2013), ("Lost in Translation", 2003), ("Children of Men", 2006),
    ("Gravity", 2013), ("The Revenant", 2015), ("Whiplash", 2014), ("La La Land", 2016), ("Moonlight", 2016),
    ("The Lighthouse", 2019), ("Uncut Gems", 2019), ("Prisoners", 2013), ("Nightcrawler", 2014),
    ("Ex Machina", 2014), ("Annihilation", 2018), ("Edge of Tomorrow", 2014),
    ("Terminator 2 Judgment Day", 1991), ("RoboCop", 1987), ("Predator", 1987), ("Total Recall", 1990),
    ("The Fifth Element", 1997), ("Leon The Professional", 1994), ("Heretic", 2024), ("Longlegs", 2024),
    ("Twisters", 2024), ("The Holdovers", 2023), ("Saltburn", 2023), ("Godzilla Minus One", 2023),
    ("Mickey 17", 2025), ("A Complete Unknown", 2024), ("Flow", 2024), ("The Iron Claw", 2023),
]

SCENE_MOVIE_GRPS = ["SPARKS", "GECKOS", "AMIABLE", "DRONES", "ROVERS", "BLOW", "CiNEFiLE", "SADPANDA", "PSYCHD",
                    "VETO", "DEFLATE", "KOGi", "FLAME", "TERMiNAL", "PiGNUS", "iNFAMOUS", "HANDJOB", "ALLiANCE",
                    "SURCODE", "REPRiSED", "UNVEiL", "YOL0W", "DiMENSiON", "JustWatch", "SMAHAWUG", "ROLLiT"]
P2P_MOVIE_GRPS = ["FGT", "EVO", "ION10", "GalaxyRG", "TGx", "PSA", "MkvCage", "NTb", "FLUX", "SMURF", "HONE",
                  "FraMeSToR", "EPSiLON", "BHDStudio", "CtrlHD", "DON", "decibeL", "NCmt", "playWEB", "CMRG",
                  "TEPES", "KiNGS", "SiGMA", "BYNDR", "W4NK3R", "HiFi", "ZQ", "NOGRP"]
TV_GRPS = ["LOL", "DIMENSION", "KILLERS", "SVA", "AVS", "FLEET", "TOMMY", "NTb", "CAKES", "GGEZ", "GGWP", "MiNX",
           "BAE", "SiGMA", "RBB", "EDITH", "PHOENiX", "SYNCOPY", "TEPES", "NOSiViD", "ION10", "SMURF", "FLUX", "NTG",
           "KiNGS", "ETHEL", "JFF", "BLOOM", "ELiTE", "MeGusta", "XEN0N", "FENiX", "TiMBER", "CRiMSON", "ORGANiC",
           "W4F", "ASAP", "FQM", "2HD", "0TV", "SKGTV", "DEADPOOL", "APPETiTE", "JEBAITED", "EDITH", "WiNNiNG"]

SHOWS = [
    ("Breaking Bad", 5), ("Better Call Saul", 6), ("The Sopranos", 6), ("The Wire", 5),
    ("Game of Thrones", 8), ("House of the Dragon", 2), ("The Last of Us", 2), ("Severance", 2), ("The Bear", 3),
    ("Succession", 4), ("Slow Horses", 4), ("Shogun", 1), ("Fallout", 1), ("The Boys", 4),
    ("Stranger Things", 4), ("The Mandalorian", 3), ("Andor", 2), ("The Crown", 6), ("Ted Lasso", 3),
    ("Yellowstone", 5), ("Reacher", 2), ("Only Murders in the Building", 4), ("The White Lotus", 3),
    ("True Detective", 4), ("Fargo", 5), ("Mr Robot", 4), ("Dark", 3), ("Black Mirror", 6), ("Doctor Who", 14),
    ("The Grand Tour", 5), ("Peaky Blinders", 6), ("Line of Duty", 6), ("Taskmaster", 17),
    ("The Simpsons", 35), ("Family Guy", 22), ("South Park", 26), ("Futurama", 12), ("Rick and Morty", 7),
    ("Bobs Burgers", 14), ("Its Always Sunny in Philadelphia", 16), ("Curb Your Enthusiasm", 12),
    ("Seinfeld", 9), ("Friends", 10), ("The Office US", 9), ("Parks and Recreation", 7),
    ("Brooklyn Nine-Nine", 8), ("Greys Anatomy", 20), ("NCIS", 21), ("Law and Order SVU", 25),
    ("Survivor", 46), ("The Amazing Race", 36), ("Below Deck", 11), ("Hells Kitchen", 22), ("MasterChef", 14),
    ("The Great British Bake Off", 14), ("Abbott Elementary", 3), ("Loki", 2), ("Silo", 2),
    ("For All Mankind", 4), ("The Expanse", 6), ("Star Trek Strange New Worlds", 3), ("Hacks", 3),
    ("Blue Bloods", 14), ("Chicago Fire", 12), ("Twin Peaks", 3), ("Mad Men", 7), ("Lost", 6),
    ("The X-Files", 11), ("Battlestar Galactica", 4), ("Firefly", 1), ("The Penguin", 1), ("Shrinking", 2),
    ("Bluey", 3), ("Vera", 13), ("Midsomer Murders", 23), ("Death in Paradise", 13), ("The Rookie", 6),
]

EP_WORDS = ["Pilot", "The Reckoning", "Homecoming", "Blood and Fire", "The Long Night", "Fly", "Ozymandias",
            "Winter Is Coming", "Crossroads", "The Leak", "Endgame", "Old Wounds", "Night Shift", "The Return",
            "Fault Lines", "Ashes", "Paper Trail", "The Offer", "Closing Time", "Lost and Found", "Red Flags",
            "Open House", "Tipping Point", "The Hunt", "Full Circle", "Cold Open", "Dead Weight", "Safe Harbor"]

RES = ["720p", "1080p", "1080p", "2160p", "1080p", "720p"]
WEB_SRC = ["WEB", "WEB-DL", "WEBRip", "AMZN.WEB-DL", "NF.WEB-DL", "DSNP.WEB-DL", "ATVP.WEB-DL", "HMAX.WEB-DL",
           "iP.WEB-DL", "PCOK.WEB-DL", "HULU.WEB-DL", "MAX.WEB-DL", "PMTP.WEB-DL"]
AUDIO = ["DDP5.1", "DD5.1", "AAC2.0", "DDP5.1.Atmos", "DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "AC3", "DTS", "AAC"]
VCODEC = ["x264", "x265", "H.264", "H264", "h264", "HEVC", "H.265", "h265", "AVC"]


def movie_release(style=None):
    t, y = ch(MOVIES)
    style = style or ch(["scene", "scene", "scene_uhd", "old", "p2p"])
    if style == "old" and y > 2008:
        return movie_release("old")
    name = dots(t)
    if style == "scene":
        tag = ch(["", "", "", "PROPER.", "REPACK.", "EXTENDED.", "REMASTERED.", "INTERNAL.", "UNRATED.",
                  "DIRECTORS.CUT.", "iNTERNAL.", "LIMITED.", "IMAX."])
        src = ch(["BluRay", "BluRay", "WEB", "WEBRip", "BDRip", "HDRip"])
        return f"{name}.{y}.{tag}{ch(['720p', '1080p', '1080p'])}.{src}.{ch(['x264', 'x264', 'H264', 'x265'])}-{ch(SCENE_MOVIE_GRPS)}"
    if style == "scene_uhd":
        hdr = ch(["HDR", "DV.HDR", "HDR10Plus", "DV", "SDR"])
        return f"{name}.{y}.2160p.{ch(['UHD.BluRay', 'WEB-DL', 'UHD.BluRay.REMUX', 'BluRay'])}.{hdr}.{ch(['x265', 'HEVC', 'H265'])}-{ch(SCENE_MOVIE_GRPS + P2P_MOVIE_GRPS)}"
    if style == "old" and y > 2008:
        style = "scene"
    if style == "old":
        return f"{name}.{y}.{ch(['DVDRip', 'DVDRiP', 'BRRip', 'DVDSCR', 'R5', 'TS', 'LiNE.DVDRip'])}.{ch(['XviD', 'XViD', 'DivX', 'x264'])}-{ch(['DiAMOND', 'aXXo', 'FxM', 'MAXSPEED', 'NeDiVx', 'iMBT', 'ARROW', 'DoNE', 'VoMiT', 'KLAXXON', 'MESS', 'PUKKA', 'DMT', 'SAPHiRE'])}"
    return f"{name}.{y}.{ch(RES)}.{ch(['BluRay', 'WEB-DL', 'AMZN.WEB-DL', 'WEBRip', 'BluRay.REMUX'])}.{ch(AUDIO)}.{ch(VCODEC)}-{ch(P2P_MOVIE_GRPS)}"


def tv_release(style=None):
    show, ns = ch(SHOWS)
    s, e = ri(1, ns), ri(1, 10 if ns <= 8 else 24)
    name = dots(show)
    style = style or ch(["web", "web", "hdtv", "oldhdtv", "p2p"])
    ept = ("." + dots(ch(EP_WORDS))) if chance(0.2) else ""
    if style == "web":
        return f"{name}.S{s:02d}E{e:02d}{ept}.{ch(RES)}.{ch(WEB_SRC)}.{ch(['', '', 'DDP5.1.', 'AAC2.0.'])}{ch(['H264', 'h264', 'x264', 'H.264', 'x265', 'HEVC'])}-{ch(TV_GRPS)}"
    if style == "hdtv":
        return f"{name}.S{s:02d}E{e:02d}{ept}.{ch(['720p', '1080p'])}.HDTV.{ch(['x264', 'H264'])}-{ch(TV_GRPS)}"
    if style == "oldhdtv":
        return f"{name.lower()}.s{s:02d}e{e:02d}.{ch(['hdtv', 'pdtv', 'dsr', '720p.hdtv'])}.{ch(['xvid', 'x264'])}-{ch(['lol', 'fqm', '2hd', 'notv', 'xor', 'asap', 'dimension', 'killers', 'fov', 'orenji'])}"
    return f"{name}.S{s:02d}E{e:02d}{ept}.{ch(RES)}.{ch(['AMZN', 'NF', 'DSNP', 'ATVP', 'HMAX', 'iT'])}.WEB-DL.{ch(AUDIO)}.{ch(VCODEC)}-{ch(TV_GRPS)}"


ALBUMS = [
    ("Pink Floyd", "The Dark Side of the Moon", 1973), ("Pink Floyd", "Wish You Were Here", 1975),
    ("Led Zeppelin", "Led Zeppelin IV", 1971), ("The Beatles", "Abbey Road", 1969), ("The Beatles", "Revolver", 1966),
    ("Fleetwood Mac", "Rumours", 1977), ("David Bowie", "Hunky Dory", 1971), ("David Bowie", "Blackstar", 2016),
    ("Radiohead", "OK Computer", 1997), ("Radiohead", "Kid A", 2000), ("Radiohead", "In Rainbows", 2007),
    ("Nirvana", "Nevermind", 1991), ("Metallica", "Master of Puppets", 1986), ("Metallica", "72 Seasons", 2023),
    ("Miles Davis", "Kind of Blue", 1959), ("John Coltrane", "A Love Supreme", 1965),
    ("Bill Evans Trio", "Waltz for Debby", 1962), ("Dave Brubeck Quartet", "Time Out", 1959),
    ("Kendrick Lamar", "To Pimp a Butterfly", 2015), ("Kendrick Lamar", "GNX", 2024),
    ("Taylor Swift", "The Tortured Poets Department", 2024), ("Taylor Swift", "1989 Taylors Version", 2023),
    ("Beyonce", "Cowboy Carter", 2024), ("Billie Eilish", "Hit Me Hard and Soft", 2024),
    ("Sabrina Carpenter", "Short n Sweet", 2024), ("Charli XCX", "Brat", 2024), ("Dua Lipa", "Radical Optimism", 2024),
    ("Daft Punk", "Random Access Memories", 2013), ("Daft Punk", "Discovery", 2001), ("Massive Attack", "Mezzanine", 1998),
    ("Portishead", "Dummy", 1994), ("Aphex Twin", "Selected Ambient Works 85-92", 1992), ("Boards of Canada", "Music Has the Right to Children", 1998),
    ("Kraftwerk", "Trans-Europa Express", 1977), ("Depeche Mode", "Violator", 1990), ("The Cure", "Disintegration", 1989),
    ("The Cure", "Songs of a Lost World", 2024), ("Joy Division", "Unknown Pleasures", 1979), ("The Smiths", "The Queen Is Dead", 1986),
    ("Arctic Monkeys", "AM", 2013), ("The Strokes", "Is This It", 2001), ("Queens of the Stone Age", "Songs for the Deaf", 2002),
    ("Tool", "Lateralus", 2001), ("Tool", "Fear Inoculum", 2019), ("Opeth", "Blackwater Park", 2001),
    ("Iron Maiden", "The Number of the Beast", 1982), ("Black Sabbath", "Paranoid", 1970), ("AC DC", "Back in Black", 1980),
    ("Bruce Springsteen", "Born to Run", 1975), ("Bob Dylan", "Highway 61 Revisited", 1965), ("Neil Young", "Harvest", 1972),
    ("Joni Mitchell", "Blue", 1971), ("Steely Dan", "Aja", 1977), ("Stevie Wonder", "Songs in the Key of Life", 1976),
    ("Marvin Gaye", "Whats Going On", 1971), ("Prince", "Purple Rain", 1984), ("Michael Jackson", "Thriller", 1982),
    ("Amy Winehouse", "Back to Black", 2006), ("Adele", "21", 2011), ("Lana Del Rey", "Did You Know That Theres a Tunnel Under Ocean Blvd", 2023),
    ("Fontaines D.C.", "Romance", 2024), ("Khruangbin", "A La Sala", 2024), ("Nick Cave and the Bad Seeds", "Wild God", 2024),
    ("The Weeknd", "After Hours", 2020), ("Frank Ocean", "Blonde", 2016), ("Tyler the Creator", "Chromakopia", 2024),
    ("Eminem", "The Marshall Mathers LP", 2000), ("Nas", "Illmatic", 1994), ("Wu-Tang Clan", "Enter the Wu-Tang 36 Chambers", 1993),
    ("Rammstein", "Mutter", 2001), ("Herbert Groenemeyer", "Mensch", 2002), ("Andre Hazes", "Het Beste Van", 2004),
    ("Stromae", "Multitude", 2022), ("Johnny Hallyday", "Sang pour sang", 1999), ("Rosalia", "Motomami", 2022),
    ("Bad Bunny", "Un Verano Sin Ti", 2022), ("Ennio Morricone", "The Good the Bad and the Ugly OST", 1966),
    ("Hans Zimmer", "Dune Part Two OST", 2024), ("Berliner Philharmoniker", "Beethoven Symphonies 5 and 7", 2015),
    ("Glenn Gould", "Bach Goldberg Variations", 1981), ("Max Richter", "Sleep", 2015), ("Brian Eno", "Music for Airports", 1978),
    ("Sigur Ros", "Agaetis byrjun", 1999), ("Bjork", "Homogenic", 1997), ("Massive Attack", "Blue Lines", 1991),
    ("Fred again", "Actual Life 3", 2022), ("Four Tet", "Three", 2024), ("Burial", "Untrue", 2007),
    ("Gorillaz", "Demon Days", 2005), ("Linkin Park", "From Zero", 2024), ("Pearl Jam", "Dark Matter", 2024),
    ("Oasis", "Definitely Maybe", 1994), ("Blur", "Parklife", 1994), ("Queen", "A Night at the Opera", 1975),
]
MP3_GRPS = ["FTD", "JUST", "KOUALA", "C4", "HB", "YARD", "ENRAGED", "VOiCE", "RAGEMP3", "DDS", "SO", "FATHEAD",
            "LiRS", "MARR", "BPM", "WhOA", "BB", "AMOK", "MOD", "PMV", "NOiCE", "SRP", "D2H", "WUS", "ERP", "IRONCLAD",
            "FLaC", "MOONSHINE", "TOSK", "PERFECT", "FrB", "OMA", "GRAVEWISH", "DGN", "KLIN"]


def music_release():
    a, al, y = ch(ALBUMS)
    r = R.random()
    if r < 0.5:
        return f"{unders(a).replace('_', '_')}-{unders(al)}-{ch(['WEB', 'CD', '2CD', 'WEB', 'REMASTERED-CD', 'VINYL'])}-{y if chance(0.7) else ri(y, 2024)}-{ch(MP3_GRPS)}"
    if r < 0.8:
        return f"{a} - {al} ({y}) [{ch(['FLAC', 'MP3 320', 'FLAC 24-96', 'FLAC 16-44', 'Hi-Res', 'MP3 V0'])}]"
    return f"{a} - {al} {ch(['(' + str(y) + ')', '[' + str(y) + ']', ''])} {ch(['320kbps', 'FLAC', 'mp3', 'Deluxe Edition'])}".replace("  ", " ")


GAMES = ["Baldurs Gate 3", "Elden Ring", "Cyberpunk 2077", "Red Dead Redemption 2", "Starfield", "Hogwarts Legacy",
         "Black Myth Wukong", "Stardew Valley", "Hades II", "Balatro", "Manor Lords", "Palworld", "Helldivers 2",
         "Satisfactory", "Frostpunk 2", "Dragons Dogma 2", "Alan Wake 2", "Lies of P", "Dead Space", "Hollow Knight",
         "The Witcher 3 Wild Hunt", "Disco Elysium", "Sekiro Shadows Die Twice", "Factorio", "RimWorld",
         "Civilization VII", "Age of Empires II Definitive Edition", "Kingdom Come Deliverance II",
         "Indiana Jones and the Great Circle", "Silent Hill 2", "Stalker 2 Heart of Chornobyl", "Warhammer 40000 Space Marine 2",
         "Metaphor ReFantazio", "Final Fantasy VII Rebirth", "Persona 3 Reload", "Like a Dragon Infinite Wealth",
         "Tekken 8", "Street Fighter 6", "Dave the Diver", "Pacific Drive", "Planet Coaster 2", "Cities Skylines II",
         "Microsoft Flight Simulator 2024", "Euro Truck Simulator 2", "Farming Simulator 25", "The Last of Us Part I",
         "God of War Ragnarok", "Ghost of Tsushima", "Horizon Forbidden West", "Spider-Man 2"]
GAME_GRPS = ["RUNE", "TENOKE", "FLT", "CODEX", "SKIDROW", "PLAZA", "DOGE", "EMPRESS", "RAZOR1911", "RELOADED",
             "HOODLUM", "PROPHET", "DARKSiDERS", "TiNYiSO", "SiMPLEX", "I_KnoW", "ANOMALY", "Unleashed", "ElAmigos",
             "GOG", "P2P", "CPY", "HI2U", "DINOByTES"]
NSW_GRPS = ["VENOM", "SUXXORS", "BigBlueBox", "NSW-LiGHTFORCE", "CAT", "HR", "LiGHTFORCE"]


def game_release():
    g = ch(GAMES)
    r = R.random()
    if r < 0.45:
        v = ch(["", "", f".v{ri(1, 2)}.{ri(0, 9)}.{ri(0, 20)}", ".Update.v" + str(ri(1, 9)) + "." + str(ri(0, 9)), ".Deluxe.Edition",
                ".MULTi" + str(ri(5, 14)), ".Complete.Edition", ".GOTY.Edition", ".REPACK"])
        return f"{dots(g)}{v}-{ch(GAME_GRPS)}"
    if r < 0.6:
        return f"{g} {ch(['[FitGirl Repack]', '[DODI Repack]', '(GOG)', '[KaOs Repack]', '- [DODI Repack]', 'v' + str(ri(1, 3)) + '.' + str(ri(0, 9)) + ' [FitGirl Repack]'])}"
    if r < 0.8:
        return f"{dots(g)}.{ch(['NSW', 'PS4', 'PS5', 'XBOX360', 'PS3', 'Switch'])}-{ch(NSW_GRPS + ['DUPLEX', 'COMPLEX', 'iMARS', 'BlaZe'])}"
    return f"{g} ({ch(['USA', 'EUR', 'Europe', 'Japan'])}) ({ch(['En,Fr,De,Es,It', 'En', 'Multi'])}) {ch(['[NSP]', '.nsp', '.xci', '[PS4 PKG]', '(v1.0.2)'])}"


SOFTWARE = [("Adobe Photoshop 2024", "25.5.1"), ("Adobe Premiere Pro 2024", "24.3"), ("Adobe Illustrator 2024", "28.4.1"),
            ("Adobe Acrobat Pro", "2024.002.20759"), ("Microsoft Office Professional Plus 2021", "2108"),
            ("Microsoft Office 2024 LTSC", "2408"), ("Windows 11 Pro 23H2", "22631.3296"), ("Windows 10 Enterprise LTSC 2021", "19044.4170"),
            ("VMware Workstation Pro", "17.5.1"), ("JetBrains PyCharm Professional", "2024.1"), ("JetBrains IntelliJ IDEA Ultimate", "2024.1.2"),
            ("AutoCAD 2025", "S.51.0.0"), ("SolidWorks 2024", "SP2.0"), ("MATLAB R2024a", "24.1.0.2537033"),
            ("CorelDRAW Graphics Suite 2024", "25.0.0.230"), ("DaVinci Resolve Studio", "18.6.6"), ("Ableton Live 12 Suite", "12.0.5"),
            ("FL Studio Producer Edition", "21.2.3"), ("Native Instruments Kontakt 7", "7.8.1"), ("Steinberg Cubase Pro 13", "13.0.30"),
            ("Xfer Records Serum", "1.363"), ("Topaz Video AI", "5.0.3"), ("Nero Platinum Suite 2024", "26.0.3010"),
            ("WinRAR", "7.00"), ("Internet Download Manager", "6.42.8"), ("Acronis True Image 2024", "27.1.1"),
            ("Avid Pro Tools", "2024.3"), ("Maxon Cinema 4D 2024", "2024.4.0"), ("Autodesk Maya 2025", "2025.1"),
            ("Capture One 23 Enterprise", "16.4.1"), ("Affinity Photo 2", "2.4.2"), ("Parallels Desktop", "19.3.0"),
            ("Revo Uninstaller Pro", "5.2.6"), ("Total Commander", "11.03"), ("Paragon Hard Disk Manager", "17.20.17")]
SOFT_GRPS = ["XFORCE", "BTCR", "CORE", "DVT", "RADiX", "TBE", "MAGNiTUDE", "SSQ", "CRD", "DI", "LAXiTY", "AMPED", "R2R",
             "VR", "TNT", "AMPLiFY", "ACME", "TSZ", "FOSI", "HERiTAGE", "ECZ", "JGTiSO", "rG", "SPYRAL", "DECiBEL"]


def soft_release():
    n, v = ch(SOFTWARE)
    r = R.random()
    if r < 0.55:
        return f"{dots(n)}.v{v}.{ch(['x64', 'WiN64', 'Win64', 'WiN', 'MacOS', 'MacOSX', 'x86.x64', 'Multilingual', 'Incl.Keygen', 'Multilingual.x64'])}-{ch(SOFT_GRPS)}"
    if r < 0.85:
        return f"{n} v{v} {ch(['(x64) Multilingual', 'x64 Multilingual', 'Multilingual [Portable]', '(macOS)', 'Pre-Activated', '+ Crack', 'Repack by KpoJIuK', 'Final', 'x64 [en-US]'])}"
    return f"{n} {v} {ch(['x64', 'Win', 'Mac'])}"


BOOKS = [("Stephen King", "Holly", 2023), ("Stephen King", "Fairy Tale", 2022), ("Stephen King", "You Like It Darker", 2024),
         ("Brandon Sanderson", "Wind and Truth", 2024), ("Brandon Sanderson", "The Way of Kings", 2010),
         ("Rebecca Yarros", "Iron Flame", 2023), ("Sarah J. Maas", "House of Flame and Shadow", 2024),
         ("Colleen Hoover", "It Ends with Us", 2016), ("Lee Child", "The Secret", 2023), ("Michael Connelly", "Resurrection Walk", 2023),
         ("James Patterson", "Alex Cross Must Die", 2023), ("John Grisham", "The Exchange", 2023), ("Ken Follett", "The Armor of Light", 2023),
         ("Dan Brown", "Origin", 2017), ("Andy Weir", "Project Hail Mary", 2021), ("Frank Herbert", "Dune", 1965),
         ("George R. R. Martin", "A Game of Thrones", 1996), ("J. R. R. Tolkien", "The Fellowship of the Ring", 1954),
         ("Terry Pratchett", "Guards! Guards!", 1989), ("Neil Gaiman", "American Gods", 2001), ("Ursula K. Le Guin", "The Dispossessed", 1974),
         ("Iain M. Banks", "Consider Phlebas", 1987), ("Cormac McCarthy", "The Road", 2006), ("Kazuo Ishiguro", "Klara and the Sun", 2021),
         ("Sally Rooney", "Intermezzo", 2024), ("Percival Everett", "James", 2024), ("Abraham Verghese", "The Covenant of Water", 2023),
         ("Yuval Noah Harari", "Nexus", 2024), ("Walter Isaacson", "Elon Musk", 2023), ("Michelle Obama", "Becoming", 2018),
         ("Prince Harry", "Spare", 2023), ("Matthew Perry", "Friends Lovers and the Big Terrible Thing", 2022),
         ("James Clear", "Atomic Habits", 2018), ("Daniel Kahneman", "Thinking Fast and Slow", 2011),
         ("Robert Caro", "The Power Broker", 1974), ("Agatha Christie", "Murder on the Orient Express", 1934),
         ("Arthur Conan Doyle", "The Hound of the Baskervilles", 1902), ("Jane Austen", "Pride and Prejudice", 1813),
         ("Fyodor Dostoevsky", "Crime and Punishment", 1866), ("George Orwell", "Nineteen Eighty-Four", 1949),
         ("Joe Abercrombie", "The Blade Itself", 2006), ("Dennis E. Taylor", "We Are Legion We Are Bob", 2016),
         ("Martha Wells", "All Systems Red", 2017), ("Adrian Tchaikovsky", "Children of Time", 2015),
         ("Pierce Brown", "Red Rising", 2014), ("Matt Dinniman", "Dungeon Crawler Carl", 2020),
         ("Jo Nesbo", "Killing Moon", 2023), ("Stieg Larsson", "The Girl with the Dragon Tattoo", 2005),
         ("Sebastian Fitzek", "Die Einladung", 2023), ("Michel Houellebecq", "Aneantir", 2022), ("Elena Ferrante", "L amica geniale", 2011),
         ("Haruki Murakami", "The City and Its Uncertain Walls", 2024), ("Tom Clancy", "The Hunt for Red October", 1984),
         ("Clive Cussler", "Sahara", 1992), ("Robert Jordan", "The Eye of the World", 1990), ("Patrick Rothfuss", "The Name of the Wind", 2007)]


def tool_wrap(name, ext=None, style=None):
    """Wrap a name the way various posting tools put counters/quotes around it."""
    files = ri(3, 140)
    i = ri(1, files)
    parts = ri(1, 300)
    p = ri(1, parts)
    w = len(str(files))
    base = name
    if ext is None:
        r = R.random()
        if r < 0.45:
            ext = f".part{i:0{max(2, w)}d}.rar"
        elif r < 0.6:
            ext = ch([".par2", f".vol{ri(0, 63):02d}+{ri(1, 32):02d}.par2", ".nfo", ".sfv", ".nzb"])
        elif r < 0.75:
            ext = f".{ch(['r', 's'])}{ri(0, 99):02d}"
        elif r < 0.85:
            ext = f".7z.{ri(1, 40):03d}"
        else:
            ext = ch([".rar", ".zip", ".7z", ".bin"])
    fn = base + ext
    style = style or ch(["nyuu", "ngpost", "newsmangler", "jbinup", "gopoststuff", "powerpost", "plain", "bare"])
    size = ch([f"{ri(1, 999)}.{ri(0, 99):02d} MB", f"{ri(1, 999)}.{ri(0, 99):02d} KB", f"{ri(1, 60)}.{ri(0, 99):02d} GB"])
    if style == "nyuu":
        return f'[{i:0{w}d}/{files}] - "{fn}" yEnc ({p}/{parts}) {ri(100000, 999999999)}'
    if style == "ngpost":
        return f'[{i}/{files}] "{fn}" yEnc ({p}/{parts})'
    if style == "newsmangler":
        return f'{name} [{i:02d}/{files:02d}] - "{fn}" yEnc ({p}/{parts})'
    if style == "jbinup":
        return f'{name} - [{i:02d}/{files:02d}] - "{fn}" yEnc ({p}/{parts})'
    if style == "gopoststuff":
        return f'{name} - "{fn}" yEnc ({p}/{parts})'
    if style == "powerpost":
        return f'({name}) [{i}/{files}] - "{fn}" - {size} yEnc ({p}/{parts})'
    if style == "plain":
        return f'"{fn}" yEnc ({p}/{parts})'
    return f'{name} "{fn}"'


# ================================================================= JUNK INTENTS

@junk("test_post")
def j_test_post():
    r = R.random()
    if r < 0.2:
        t = ch(["test", "Test", "TEST", "testing", "Testing 1 2 3", "test test test", "tst", "test123",
                "testpost", "test - ignore", "test please ignore", "TEST POST PLEASE IGNORE", "ignore this",
                "just a test", "Test, do not download", "dit is een test", "Testbeitrag bitte ignorieren",
                "test de connexion", "prueba", "prova", "teste", "tesztelés", "probe"])
    elif r < 0.4:
        t = f"{ch(['test', 'Test', 'TEST', 'testing'])}{ch(['', ' ', '_', '-', '.'])}{ri(1, 9999)}"
    elif r < 0.55:
        t = ch(["ngPost", "nyuu", "newsmangler", "JBinUp", "GoPostStuff", "PowerPost", "yEnc", "camelsystem",
                "Newspost", "postie"]) + " " + ch(["test", "upload test", "speed test", "config test",
                                                 "test run", "posting test", "header test", "ssl test"])
        if chance(0.5):
            t += f" {ri(1, 60)}"
    elif r < 0.7:
        t = tool_wrap(ch(["test", "testfile", "test_upload", "speedtest", "random_test", "a_test"]),
                      ext=ch([".bin", ".dat", ".txt", ".rar", ".zip", ".jpg", ".001"]),
                      style=ch(["nyuu", "ngpost", "plain", "jbinup"]))
    elif r < 0.85:
        t = ch(["does this work?", "is this thing on", "can anyone see this?", "checking if my posts arrive",
                "test from new server", "test from new provider", "test msg", "test - pls ignore - sorry",
                "first post, testing", "trying out yEnc", "test yenc encoding", "test of new newsreader"])
    else:
        t = f"{ch(['TEST', 'test', 'Test'])} {ch(['file', 'upload', 'post', 'binary'])} {ri(1, 500)} {ch(['MB', 'KB', 'bytes', ''])}".strip()
    return t, grp("test", "test", "test", "test.yenc", "misc", "boneless", "multimedia", "test.files")


DOM_WORDS = ["best", "free", "fast", "nzb", "usenet", "speed", "mega", "hot", "cheap", "top", "vip", "ultra", "pro",
             "deal", "shop", "zone", "hub", "world", "king", "direct", "max", "star", "cash", "promo", "club",
             "online", "secure", "net", "daily", "smart", "easy", "planet", "city", "4u", "24", "365"]
TLDS = [".com", ".net", ".org", ".info", ".biz", ".ru", ".tk", ".xyz", ".top", ".cc", ".to", ".su", ".ws", ".me",
        ".club", ".online", ".site", ".icu", ".pw", ".co", ".cn", ".in"]


def domain(words=None):
    w = words or DOM_WORDS
    d = "".join(ch(w) for _ in range(ri(2, 3)))
    if chance(0.2):
        d += str(ri(1, 999))
    if chance(0.15):
        d = d.replace("o", "0", 1)
    return d + ch(TLDS)


def url(words=None):
    d = domain(words)
    r = R.random()
    if r < 0.3:
        return "www." + d
    if r < 0.55:
        return "http://" + ch(["www.", ""]) + d + ch(["", "/", "/?ref=" + str(ri(100, 9999)), "/go", "/join"])
    if r < 0.7:
        return "https://" + d
    if r < 0.8:
        return ("WWW." + d).upper()
    if r < 0.9:
        return d.replace(".", " dot ", 1) if chance(0.5) else d.replace(".", "[.]", 1)
    return d


def money():
    return ch(["$", "$", "USD ", "EUR ", "€", "£"]) + ch([str(ri(2, 99) * 100), f"{ri(1, 50)},000",
                                                        f"{ri(1, 9)}.{ri(1, 9)} million", str(ri(200, 9999))])


def shout(s):
    r = R.random()
    if r < 0.14:
        return s.upper()
    if r < 0.3:
        return s + ch(["!!!", "!!", " !!!", " $$$", " ***", " >>>", " <<<"])
    if r < 0.45:
        return ch(["***", ">>>", "!!!", "$$$", "==>", "[HOT]", "(NEW)", "-=", "++"]) + " " + s
    return s


@junk("site_advert")
def j_site_advert():
    r = R.random()
    u = url()
    if r < 0.15:
        t = f"Visit {u} for {ch(['more', 'the best stuff', 'daily updates', 'thousands of files', 'exclusive content', 'more like this', 'free downloads'])}"
    elif r < 0.3:
        t = f"{ch(['Cheap', 'Reliable', 'Unlimited', 'Offshore', 'Anonymous', 'DMCA-ignored', 'Bulletproof'])} {ch(['web hosting', 'VPS', 'seedbox', 'VPN', 'dedicated servers', 'proxies', 'email hosting'])} {ch(['from $1/mo', 'only 2.99', '- 70% off today', '- order now', 'at ' + u, '- no logs', '- bitcoin accepted'])}"
    elif r < 0.45:
        t = f"{ch(['Online Casino', 'Live Casino', 'Sports betting', 'Poker room', 'Slots', 'Online Bingo'])}: {ch(['200% welcome bonus', '100 free spins', 'no deposit bonus', 'bet $10 get $50', 'instant payouts'])} {ch(['- ' + u, 'at ' + u, '>> ' + u, ''])}".strip()
    elif r < 0.58:
        t = f"{ch(['SEO services', 'Buy backlinks', 'Essay writing service', 'Get 10000 followers', 'Web design', 'Buy Instagram likes', 'Youtube views cheap', 'Bulk SMS'])} {ch(['- fast delivery', '- cheap', 'guaranteed', '24/7', 'from $5'])} {u}"
    elif r < 0.7:
        t = f"[{ch(['AD', 'ADV', 'Advertisement', 'PROMO', 'Sponsored', 'Werbung', 'Publicite', 'Reklame'])}] {ch(['check out', 'new site', 'best forum', 'the place to be', 'join us at', 'we moved to'])} {u}"
    elif r < 0.8:
        t = f"{u} - {ch(['the best site on the net', 'open now', 'new shop', 'free registration', 'members wanted', 'grand opening', 'biggest archive online'])}"
    elif r < 0.9:
        a, b, c = ch([("Neu", "Onlineshop", "- gratis Versand"), ("Nouveau", "boutique en ligne", "- livraison gratuite"),
                      ("Nieuw", "webwinkel", "- gratis verzending"), ("Nuovo", "negozio online", "- spedizione gratuita"),
                      ("Nuevo", "tienda online", "- envio gratis"), ("Nowy", "sklep internetowy", "- darmowa wysylka")])
        t = f"{a}: {b} {u} {ch([c, '', '- 50%'])}".strip()
    else:
        t = f"{ch(['More at', 'Everything on', 'all posts mirrored at', 'Follow us', 'Join our telegram', 'Join our Discord'])} {ch([u, '@' + rnd(8, 'abcdefghijklmnopqrstuvwxyz') + '_bot', 't.me/' + rnd(9, 'abcdefghijklmnopqrstuvwxyz'), 'discord.gg/' + rnd(7)])}"
    return shout(t), grp("misc", "boneless", "multimedia", "test", "mom", "movies", "sounds.mp3", "warez", "tun",
                         "cores", "dvd", "erotica", "pictures.erotica", "hdtv")


@junk("usenet_service_promo")
def j_usenet_promo():
    prov = ch(["NewsDemon", "Newshosting", "Eweka", "UsenetExpress", "Frugal Usenet", "NewsGroupDirect", "Usenetserver",
               "Tweaknews", "Easynews", "Giganews", "BlockNews", "Pure Usenet", "UsenetFarm", "XLned", "SnelNL",
               "Sunny Usenet", "Newsgroup Ninja", "ViperNews", "Bulknews", "NzbPlanet"])
    u = url(["usenet", "news", "nzb", "speed", "fast", "cheap", "deal", "pro", "vip", "max", "unlimited", "retention"])
    r = R.random()
    if r < 0.2:
        t = f"{prov} - {ch(['UNLIMITED', 'Unlimited', '50% OFF', 'Black Friday', 'Lifetime', 'special deal'])} {ch(['for only $2.99/mo', '$29/yr', 'free trial 14 days', 'with VPN included', '- 5000+ days retention'])}"
    elif r < 0.35:
        t = f"Get {ch(['unlimited', 'uncapped', '1000 Mbit', 'SSL', 'blazing fast'])} usenet {ch(['access', 'accounts', 'downloads', 'speed'])} at {u}"
    elif r < 0.5:
        t = f"{ch(['Best', 'Cheapest', 'Fastest', 'Top rated', '#1'])} {ch(['usenet provider', 'NZB indexer', 'newsserver', 'block account', 'usenet deal'])} {ch(['2024', '2023', 'ever', 'on the market', 'in Europe'])} -> {u}"
    elif r < 0.62:
        t = f"{ch(['Free', 'FREE', 'Gratis'])} {ch(['usenet trial', 'NZB invite', 'indexer VIP', 'newsserver account', 'block account 500GB'])} {ch(['- click', '- register at ' + u, 'inside', 'here: ' + u, ''])}".strip()
    elif r < 0.74:
        t = f"{ch(['Posted via', 'Uploaded with', 'Brought to you by', 'Sponsored by', 'Powered by'])} {u} {ch(['- best usenet deals', '- get 30% off', '| referral code ' + rnd(6).upper(), ''])}".strip()
    elif r < 0.86:
        a, b = ch([("Promo code", "for"), ("Coupon", "for"), ("Discount code", "at"), ("Gutscheincode", "fuer"),
                   ("Kortingscode", "bij"), ("Code promo", "pour")])
        t = f"{a} {rnd(ri(5, 9)).upper()} {b} {prov} {ch(['- 40%', '-60%', '(valid till end of month)', ''])}".strip()
    else:
        t = f"{ch(['Tired of DMCA takedowns?', 'Incomplete downloads?', 'Slow speeds?', 'Missing articles?'])} {ch(['Switch to', 'Try', 'Get'])} {prov} {ch(['now', 'today', 'at ' + u])}"
    return shout(t), grp("misc", "boneless", "test", "multimedia", "hdtv", "teevee", "movies", "mom", "tun",
                         "sounds.mp3", "ath", "chello")


@junk("crypto_scam")
def j_crypto():
    coin = ch(["BTC", "Bitcoin", "ETH", "Ethereum", "USDT", "Solana", "SOL", "XRP", "DOGE", "Dogecoin", "SHIB",
               "BNB", "crypto", "Crypto", "LTC"])
    celeb = ch(["Elon Musk", "Tesla", "Binance", "Coinbase", "Vitalik", "SpaceX", "MicroStrategy", "Ark Invest"])
    u = url(["coin", "btc", "eth", "crypto", "bit", "gift", "airdrop", "claim", "swap", "defi", "token", "x2"])
    r = R.random()
    if r < 0.16:
        t = f"{celeb} {coin} giveaway - send {ch(['0.1', '0.5', '1', '0.05'])} {coin} get {ch(['double', '2x', 'x2', 'twice'])} back {ch(['', '- ' + u, 'LIVE NOW'])}".strip()
    elif r < 0.3:
        t = f"{coin} {ch(['doubler', 'multiplier', 'generator', 'mining hack', 'private key finder', 'flasher'])} {ch(['2024', '100% working', 'legit', 'no fee', 'v3.2', 'with proof'])}"
    elif r < 0.44:
        t = f"{ch(['New', 'Next', 'Hidden gem', 'Stealth launch'])} {ch(['token', 'memecoin', 'coin', 'presale', 'ICO'])} ${rnd(ri(3, 5), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')} {ch(['1000x guaranteed', 'going to the moon', 'buy before listing', '100x potential', 'presale ends tonight'])} {ch(['🚀', '🚀🚀🚀', '', '!!!'])}".strip()
    elif r < 0.56:
        t = f"{ch(['Claim your free', 'Free', 'Official'])} {coin} {ch(['airdrop', 'reward', 'bonus', 'giveaway'])} {ch(['at', '->', '==>', ':'])} {u}"
    elif r < 0.68:
        t = f"{ch(['Earn', 'Make', 'Get'])} {ch(['3%', '5%', '10%', '300%', '2%'])} {ch(['daily', 'per day', 'weekly', 'monthly'])} with {ch(['our trading bot', 'AI arbitrage', 'crypto staking', 'cloud mining', 'copy trading'])} {ch(['- guaranteed', '- withdraw anytime', '- minimum 50 USDT', ''])}".strip()
    elif r < 0.8:
        t = f"{ch(['Lost access to your wallet?', 'Scammed in crypto?', 'Stolen bitcoin?', 'Forgot seed phrase?'])} {ch(['We recover it', 'Recovery experts', 'Contact hacker', 'Fund recovery service'])} {ch([u, 'WhatsApp +1' + str(ri(2000000000, 9999999999)), 'telegram @' + rnd(8, 'abcdefghijklmnopqrstuvwxyz')])}"
    elif r < 0.9:
        t = f"{ch(['Bitcoin', 'Krypto', 'Crypto', 'Bitcoin Code', 'Bitcoin Era', 'Quantum AI'])} {ch(['– so wird man reich', '- 1000 EUR pro Tag', ': le secret des riches', '- verdien duizenden per dag', '- guadagna 500 euro al giorno'])}"
    else:
        t = f"{ch(['WALLET', 'wallet', 'seed'])}_{ch(['balance', 'private_keys', 'dump', 'recovery'])}_{ri(1, 99)}{ch(['BTC', 'ETH'])}.{ch(['txt', 'zip', 'rar'])} {ch(['- free money', '- take it', '- leaked keys with balance', ''])}".strip()
    return shout(t), grp("misc", "boneless", "test", "multimedia", "warez", "mom", "e-book", "tun", "cores",
                         "sounds.mp3")


@junk("finance_scam")
def j_finance():
    r = R.random()
    if r < 0.16:
        t = f"{ch(['Make', 'Earn', 'Get paid'])} {money()} {ch(['a week', 'per month', 'a day', 'weekly'])} {ch(['from home', 'working from home', 'online', 'with your computer', 'in your spare time'])}{ch(['!', '!!!', '', ' - guaranteed', ' - no experience'])}"
    elif r < 0.3:
        t = f"{ch(['Forex signals', 'FX signals', 'Gold signals', 'Binary options', 'Options trading secrets'])} {ch(['95% win rate', '99% accuracy', 'free VIP group', '- turn $250 into $10k', '- proven system'])}"
    elif r < 0.44:
        t = f"{ch(['Bad credit?', 'Need cash fast?', 'Debt problems?', 'Behind on bills?', 'Refused by banks?'])} {ch(['Loans approved in 1 hour', 'Instant payday loan', 'Get up to $5000 today', 'Consolidate now', 'Guaranteed approval'])}{ch(['', ' - ' + url(['loan', 'cash', 'credit', 'fast', 'easy', 'money'])])}"
    elif r < 0.56:
        t = f"{ch(['STOCK ALERT', 'Hot stock pick', 'Penny stock', 'Insider tip', 'Market alert'])}: {rnd(ri(3, 4), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{ch(['', '.PK', ' OTC'])} {ch(['set to explode', 'about to soar 500%', 'buy before Monday', 'huge news pending', 'target $5.00'])}"
    elif r < 0.68:
        t = ch(["Secret system banks don't want you to know", "How I made $30,000 in 30 days",
                "The lazy way to get rich online", "Millionaire reveals his money secret",
                "Double your income in 7 days", "Retire early with this one trick",
                "Passive income blueprint - make money while you sleep", "Get rich quick - guaranteed system",
                "EASY MONEY - no work required", "Financial freedom in 90 days - ask me how"])
    elif r < 0.8:
        t = ch(["Geld verdienen von zu Hause - 3000 EUR im Monat", "Schnell reich werden - garantiert",
                "Gagner de l'argent depuis chez vous - garanti", "Devenez riche en 30 jours",
                "Geld verdienen vanuit huis - 100% legaal", "Snel rijk worden zonder risico",
                "Guadagnare soldi da casa subito", "Ganar dinero desde casa - facil y rapido",
                "Zarabiaj w domu 5000 zl miesiecznie", "Ganhe dinheiro em casa - renda extra garantida"])
    elif r < 0.9:
        t = f"{ch(['MLM', 'Network marketing', 'Matrix program', 'Cash gifting', 'Pyramid-free'])} {ch(['opportunity', 'team', 'system'])} - {ch(['join under me', 'ground floor', 'spillover guaranteed', 'huge payouts'])}"
    else:
        t = f"{ch(['Pre-approved', 'Pre-Approved', 'Approved'])}: {ch(['credit line', 'mortgage refinance at 2.9%', 'business loan', 'student debt relief'])} {ch(['for you', 'ref #' + str(ri(10000, 99999)), 'claim before Friday'])}"
    return shout(t), grp("misc", "boneless", "test", "multimedia", "e-book", "ebook", "mom", "tun", "warez",
                         "sounds.mp3", "pictures")


@junk("advance_fee")
def j_advance_fee():
    nm = f"{ch(['Barrister', 'Dr.', 'Mrs.', 'Mr.', 'Prince', 'Engr.', 'Hon.', 'Capt.', 'Sgt.'])} {ch(['James', 'Grace', 'Williams', 'Maria', 'Abdul', 'Mohammed', 'Susan', 'Paul', 'Christopher', 'Aisha', 'John'])} {ch(['Okafor', 'Mensah', 'Kabila', 'Williams', 'Abacha', 'Koroma', 'Johnson', 'Al-Rashid', 'Adeyemi', 'Smith'])}"
    r = R.random()
    if r < 0.15:
        t = f"{ch(['URGENT', 'Urgent', 'VERY URGENT', 'Attention', 'ATTENTION'])}: {ch(['business proposal', 'reply needed', 'beneficiary notification', 'confidential transaction', 'inheritance claim'])}"
    elif r < 0.3:
        t = f"From the desk of {nm}"
    elif r < 0.42:
        t = f"{ch(['Dear friend', 'Dear beloved', 'Dear Beneficiary', 'Greetings', 'Dearest one', 'Hello dear'])}, {ch(['I need your assistance', 'I am ' + nm, 'please read this', 'your fund is ready', 'I have a proposal for you'])}"
    elif r < 0.55:
        t = f"{ch(['Compensation payment', 'Unclaimed inheritance', 'Fund transfer', 'ATM card delivery', 'Consignment box'])} of {money()} {ch(['- contact me', 'waiting for you', 'in your name', '- strictly confidential'])}"
    elif r < 0.67:
        t = f"{ch(['Next of kin needed for', 'Partner wanted for transfer of', 'Assist me to move'])} {money()} {ch(['from Nigeria', 'from Burkina Faso', 'from a dormant account', 'left by a late client', 'in Ghana'])}"
    elif r < 0.78:
        t = f"{ch(['UN', 'World Bank', 'IMF', 'FBI', 'Western Union', 'Central Bank'])} {ch(['Compensation Unit', 'payment notification', 'fraud victim refund', 'approved release order'])} {ch(['REF:', 'ref no', 'file #'])} {rnd(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}/{ri(100, 9999)}/{ri(10, 99)}"
    elif r < 0.88:
        t = f"{nm} - {ch(['private and confidential', 'proposal', 'please respond', 'your urgent attention', 'from a dying widow'])}"
    else:
        t = ch(["I am a widow with cancer and wish to donate my wealth", "My late husband left 10.5M USD in a bank",
                "Soldier in Syria found gold - need trusted partner", "Confidential: oil contract surplus funds",
                "Ich bin ein Bankangestellter und habe ein Geschaeft fuer Sie",
                "Je suis notaire, un heritage vous attend", "Soy abogado y tengo una herencia para usted"])
    return shout(t), grp("misc", "boneless", "test", "multimedia", "mom", "tun", "e-book", "pictures", "sounds.mp3")


@junk("prize_survey")
def j_prize():
    brand = ch(["Amazon", "Walmart", "Costco", "Apple", "Netflix", "Target", "Lidl", "Aldi", "Tesco", "Kaufland",
                "Carrefour", "Albert Heijn", "Media Markt", "Bol.com", "Starbucks", "Home Depot", "PayPal"])
    prize = ch(["iPhone 15 Pro", "iPhone 16", "$1000 gift card", "Samsung Galaxy S24", "PS5", "MacBook Air",
                "$500 voucher", "Dyson vacuum", "KitchenAid mixer", "Apple Watch", "€1000 Gutschein", "Nintendo Switch 2"])
    r = R.random()
    if r < 0.18:
        t = f"Congratulations! You {ch(['have won', 'won', 'are selected for', 'qualify for'])} {ch(['a', 'an', 'the'])} {prize}"
    elif r < 0.32:
        t = f"{brand} {ch(['customer survey', 'loyalty reward', 'anniversary giveaway', 'rewards program', '30 second survey'])} - {ch(['claim your', 'win a', 'get a free', 'receive'])} {prize}"
    elif r < 0.45:
        t = f"You are our {ch(['1,000,000th', '1000000th', 'lucky', 'selected', '10,000th'])} {ch(['visitor', 'user', 'downloader', 'member'])}! {ch(['Claim prize', 'Click to collect', 'Spin the wheel', 'Get reward'])}"
    elif r < 0.57:
        t = f"{ch(['Lottery', 'Euro Millions', 'Powerball', 'UK National Lottery', 'Microsoft Email Lottery', 'Google Promo'])} {ch(['winning notification', 'award', 'winner', 'final notice'])} {ch(['ticket', 'batch', 'ref'])} {rnd(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{ri(1000, 99999)}"
    elif r < 0.7:
        a, b, c = ch([("Gewinnspiel", "gewinne", "- jetzt teilnehmen"), ("Concours", "gagnez", "- participez"),
                      ("Prijsvraag", "win", "- doe mee"), ("Concorso", "vinci", "subito"),
                      ("Sorteo", "gana", "ahora"), ("Konkurs", "wygraj", "teraz")])
        t = f"{a}: {b} {prize} {ch([c, ''])}".strip()
    elif r < 0.82:
        t = f"{ch(['FINAL NOTICE', 'Last chance', 'Your reward expires today', 'Action required', 'Unclaimed prize'])}: {prize} {ch(['waiting', 'reserved for you', 'pending shipment', 'on hold'])}"
    elif r < 0.92:
        t = f"{ch(['Answer 3 questions', 'Take the survey', 'Rate your experience', 'Tell us what you think'])} {ch(['and get', 'to win', 'for a chance at', '- receive'])} {prize}"
    else:
        t = f"{ch(['Free', 'FREE'])} {prize} {ch(['for the first 100', 'giveaway', 'just pay shipping', 'test program - keep it'])}"
    return shout(t), grp("misc", "boneless", "test", "multimedia", "mom", "tun", "hdtv", "movies", "pictures",
                         "games", "sounds.mp3")


@junk("dating_lure")
def j_dating():
    girl = ch(["Anna", "Olga", "Natasha", "Jessica", "Mia", "Kristina", "Lena", "Svetlana", "Emily", "Chloe",
               "Katya", "Julia", "Sabine", "Marie", "Vika"])
    city = ch(["your area", "your city", "your town", "London", "Berlin", "Amsterdam", "Texas", "Ohio", "Paris",
               "Madrid", "your neighbourhood", "near you"])
    r = R.random()
    if r < 0.16:
        t = f"{ch(['Hot', 'Lonely', 'Local', 'Sexy', 'Single', 'Bored'])} {ch(['singles', 'girls', 'women', 'housewives', 'MILFs', 'moms'])} in {city} {ch(['want to meet you', 'are waiting', 'looking for fun tonight', 'want to chat', 'need a man'])}"
    elif r < 0.3:
        t = f"{girl} ({ri(19, 34)}) {ch(['sent you a message', 'wants to chat', 'is online now', 'liked your photo', 'is waiting for you', 'sent you 2 photos'])}"
    elif r < 0.42:
        t = f"{ch(['Russian', 'Ukrainian', 'Asian', 'Latina', 'Filipina', 'Thai'])} {ch(['brides', 'women', 'girls', 'ladies'])} {ch(['seeking marriage', 'want western men', 'looking for love', 'for dating'])} {ch(['- free registration', '- ' + url(['date', 'love', 'bride', 'meet', 'single', 'match']), ''])}".strip()
    elif r < 0.55:
        t = f"{ch(['Hi', 'Hello', 'hey', 'Hi handsome', 'hey you'])}, {ch(['I saw your profile', 'i am ' + girl, 'are you lonely?', 'want to have some fun?', 'my webcam is on'])} {ch(['write me', 'add me', 'chat with me', 'check my pics at ' + url(['cam', 'chat', 'girls', 'hot', 'live', 'date'])])}"
    elif r < 0.67:
        t = f"{ch(['Meet', 'Date', 'Hook up with', 'Chat with'])} {ch(['real girls', 'local women', 'horny singles', 'mature ladies'])} {ch(['tonight', 'today', 'now'])} - {ch(['no credit card', '100% free', 'no signup', 'discreet'])}"
    elif r < 0.78:
        t = ch(["Einsame Frauen in deiner Naehe", "Femmes celibataires pres de chez vous", "Eenzame vrouwen bij jou in de buurt",
                "Donne sole vicino a te", "Mujeres solteras cerca de ti", "Samotne kobiety w twojej okolicy",
                "Reife Frauen suchen Sex - kostenlos", "Rencontres coquines ce soir", "Sexdate vanavond gratis"])
    elif r < 0.9:
        t = f"{ch(['Free live cams', 'Live sex cams', 'Private webcam show', 'Cam girls online'])} {ch(['- ' + url(['cam', 'live', 'girls', 'hot', 'show']), '- 1000s online', 'no registration', ''])}".strip()
    else:
        t = f"{girl}_{ch(['private', 'webcam', 'snapchat', 'contact', 'pics'])}_{ri(1, 99)}.{ch(['jpg', 'zip', 'exe', 'scr', 'html'])} {ch(['- add me', '- message me', ''])}".strip()
    return shout(t), grp("pictures.erotica", "erotica", "multimedia.erotica", "mom", "misc", "boneless",
                         "pictures", "test", "tun")


@junk("pharmacy")
def j_pharmacy():
    drug = ch(["Viagra", "V1agra", "VIAGRA", "Vi@gra", "Cialis", "C1alis", "Levitra", "Tramadol", "Xanax", "Valium",
               "Ambien", "Oxycodone", "Adderall", "Phentermine", "Ozempic", "Soma", "Propecia", "Kamagra", "Modafinil",
               "Semaglutide", "Percocet", "Vicodin"])
    r = R.random()
    if r < 0.18:
        t = f"{ch(['Cheap', 'Buy', 'Discount', 'Generic', 'Order'])} {drug} {ch(['online', 'no prescription', 'without Rx', 'overnight delivery', 'no doctor needed'])}"
    elif r < 0.32:
        t = f"{drug} {ch(['20mg', '100mg', '50mg', '10mg', '0.5mg', '2mg'])} x {ch(['30', '60', '90', '120'])} {ch(['pills', 'tabs', 'caps'])} {ch(['$49', '$0.99/pill', 'only 79$', 'best price', '- free shipping'])}"
    elif r < 0.45:
        t = f"{ch(['Canadian', 'Indian', 'Online', 'Mexican', 'EU', 'Licensed'])} {ch(['pharmacy', 'drugstore', 'meds shop', 'apotheke'])} - {ch(['80% off', 'no Rx', 'discreet shipping', 'worldwide delivery', 'bitcoin accepted'])} {ch(['', url(['pharma', 'meds', 'rx', 'pills', 'health', 'cheap'])])}".strip()
    elif r < 0.57:
        t = f"{ch(['Lose', 'Burn', 'Drop'])} {ri(10, 40)} {ch(['lbs', 'kg', 'pounds'])} in {ri(2, 8)} weeks {ch(['with', '- try', 'using'])} {ch(['keto pills', 'Garcinia', drug, 'our secret pill', 'diet patch'])}"
    elif r < 0.68:
        t = f"{ch(['Enlarge', 'Boost', 'Increase'])} your {ch(['manhood', 'stamina', 'size', 'performance', 'testosterone'])} {ch(['naturally', 'by 3 inches', 'fast', 'in 2 weeks'])} {ch(['- ' + drug, '- 100% herbal', '- doctors hate this', ''])}".strip()
    elif r < 0.8:
        t = f"{drug} {drug.lower()} {ch(['cialis', 'levitra', 'pills', 'meds', 'rx'])} {ch(['cheap', 'online', 'buy', 'order now', 'sale'])} {ch(['cheap', 'online', 'no rx', 'usa', 'uk'])}"
    elif r < 0.9:
        a, b = ch([("Potenzmittel ohne Rezept", "kaufen"), ("Medicaments sans ordonnance", "pas cher"),
                   ("Medicijnen zonder recept", "goedkoop"), ("Farmaci senza ricetta", "a buon prezzo"),
                   ("Medicamentos sin receta", "baratos"), ("Leki bez recepty", "tanio")])
        t = f"{a} {ch([b, '- ' + drug, ''])}".strip()
    else:
        t = f"{ch(['Rx', 'RX', 'Meds', 'MEDS'])} {ch(['sale', 'special', 'clearance'])}: {drug}, {ch(['Cialis', 'Xanax', 'Valium', 'Soma'])}, {ch(['Tramadol', 'Ambien', 'Levitra', 'Ultram'])} {ch(['& more', 'etc', 'all in stock'])}"
    return shout(t), grp("misc", "boneless", "test", "multimedia", "mom", "erotica", "pictures.erotica", "tun",
                         "sounds.mp3", "e-book")


@junk("replica_goods")
def j_replica():
    item = ch(["Rolex Submariner", "Rolex Daytona", "Omega Seamaster", "Patek Philippe", "Audemars Piguet",
               "Louis Vuitton bags", "Gucci handbags", "Hermes Birkin", "Chanel purses", "Prada bags",
               "Ray-Ban sunglasses", "Oakley sunglasses", "UGG boots", "Nike Air Jordan", "Yeezy Boost",
               "Canada Goose jackets", "Moncler jackets", "Cartier Love bracelet", "Tiffany jewelry",
               "Michael Kors bags", "NFL jerseys", "Pandora charms", "Beats headphones", "AirPods Pro"])
    u = url(["replica", "watch", "bag", "outlet", "cheap", "luxury", "shop", "store", "brand", "sale"])
    r = R.random()
    if r < 0.2:
        t = f"{ch(['Replica', 'Swiss replica', 'AAA replica', '1:1 replica', 'Fake', 'High quality replica'])} {item} {ch(['- 90% off', 'from $99', 'best quality', 'free shipping', 'at ' + u, ''])}".strip()
    elif r < 0.36:
        t = f"{ch(['Cheap', 'Discount', 'Wholesale', 'Outlet', 'Clearance'])} {item} {ch(['$19.99', 'only $39', '70% off', 'online store', 'sale', 'factory direct'])}"
    elif r < 0.5:
        t = f"{item} {ch(['outlet', 'outlet store', 'online shop', 'clearance sale'])} {ch([u, '- up to 80% off', '- hurry limited stock', '2024'])}"
    elif r < 0.62:
        t = f"{ch(['Buy', 'Order', 'Get'])} {ch(['fake passport', 'real and fake passports', 'fake driver license', 'novelty ID cards', 'fake diplomas', 'counterfeit banknotes', 'undetectable counterfeit money', 'registered ID cards'])} {ch(['- high quality', 'online', '- all countries', '- WhatsApp ' + str(ri(100000000, 999999999)), ''])}".strip()
    elif r < 0.74:
        t = f"{ch(['Designer', 'Luxury', 'Brand name'])} {ch(['watches', 'handbags', 'shoes', 'sunglasses', 'perfumes'])} {ch(['at wholesale prices', 'for less', '- replica', '- AAA grade', 'from China'])} {ch([u, ''])}".strip()
    elif r < 0.86:
        a = ch(["Replik Uhren guenstig", "Montres replique pas cher", "Replica horloges goedkoop",
                "Orologi replica economici", "Relojes replica baratos", "Podrobki zegarkow tanio"])
        t = f"{a} {ch([u, '- ' + item, ''])}".strip()
    else:
        t = f"{unders(item).lower()}_{ch(['replica', 'cheap', 'outlet', 'sale'])}_{ch(['catalog', 'pricelist', 'lookbook'])}{ri(2019, 2025)}.{ch(['pdf', 'jpg', 'zip', 'htm'])}"
    return shout(t), grp("misc", "boneless", "pictures", "test", "multimedia", "mom", "tun", "pictures.misc")


@junk("account_selling")
def j_accounts():
    svc = ch(["Netflix", "Spotify", "Disney+", "HBO Max", "Hulu", "Crunchyroll", "Rapidgator", "Uploaded",
              "Nitroflare", "Keep2Share", "Real-Debrid", "AllDebrid", "NordVPN", "ExpressVPN", "Steam", "Fortnite",
              "Minecraft", "Xbox Game Pass", "PlayStation Plus", "Amazon Prime", "YouTube Premium", "ChatGPT Plus",
              "Pornhub Premium", "Brazzers", "OnlyFans", "Canva Pro", "Adobe CC", "Newshosting", "Easynews"])
    r = R.random()
    if r < 0.2:
        t = f"{svc} {ch(['premium accounts', 'premium account', 'accounts', 'cookies', 'logins'])} {ch(['free', 'FREE', 'lifetime', 'working', 'fresh', 'updated daily'])} {ch(['2024', '2023', '2025', '- 100% working', 'x500', 'x1000', ''])}".strip()
    elif r < 0.35:
        t = f"{svc} {ch(['account generator', 'premium generator', 'checker + combo', 'cookie grabber', 'link generator'])} {ch(['v' + str(ri(1, 9)) + '.' + str(ri(0, 9)), '2024', 'no survey', 'undetected', ''])}".strip()
    elif r < 0.5:
        t = f"{ch(['Selling', 'WTS', 'Sell', 'For sale'])}: {svc} {ch(['accounts', 'lifetime subscriptions', 'invites', '1 year keys', 'gift codes'])} {ch(['$5', 'cheap', '- paypal/btc', '- PM me', '- instant delivery', '5 EUR'])}"
    elif r < 0.63:
        t = f"{ch(['Invites', 'INVITES', 'Invite codes', 'Invitations'])} {ch(['for', 'to'])} {ch(['NZBgeek', 'DrunkenSlug', 'NZBFinder', 'nzb.su', 'private trackers', 'PassThePopcorn', 'Redacted', 'BroadcasTheNet', 'Ninjacentral'])} {ch(['- $10 each', 'for sale', 'available', 'cheap', 'PM for price'])}"
    elif r < 0.75:
        t = f"{ch(['Fresh', 'HQ', 'Private', 'Mixed'])} {ch(['combo list', 'combolist', 'email:pass', 'user:pass'])} {ri(10, 900)}{ch(['k', 'K', ' million', 'M'])} {ch(['- ' + svc + ' hits', 'lines', 'valid', 'for ' + svc])}"
    elif r < 0.87:
        t = f"{ch(['Cheap', 'Shared', 'Family plan'])} {svc} {ch(['slots', 'seats', 'accounts'])} {ch(['1 month $1', '12 months $15', 'warranty included', 'instant'])} {ch(['telegram @' + rnd(8, 'abcdefghijklmnopqrstuvwxyz'), url(['acc', 'premium', 'shop', 'cheap', 'sub', 'key']), ''])}".strip()
    else:
        t = f"{unders(svc)}_{ch(['premium', 'accounts', 'hits', 'cookies'])}_{ri(1, 12):02d}.{ri(2023, 2025)}.{ch(['txt', 'rar', 'zip'])}"
    return shout(t), grp("warez", "misc", "boneless", "test", "multimedia", "mom", "tun", "cores", "games",
                         "warez.ibm-pc.0-day")


def bait_title():
    return bait_title_k()[0]


def plain_movie():
    t, y = ch(MOVIES)
    return ch([f"{t} {y}", f"{t} ({y})", t, f"{t} - {y}", f"{t.upper()} {y}"])


@junk("password_on_site")
def j_password_site():
    rel = bait_title()
    u = url(["pass", "pw", "nzb", "free", "key", "unlock", "get", "file", "share", "vip"])
    r = R.random()
    if r < 0.2:
        a, b = ch([("[password at", "]"), ("(pw at", ")"), ("- password on", ""), ("{PW:", "}"), ("| pass @", ""),
                   ("[PW @", "]"), ("- Passwort auf", ""), ("- wachtwoord op", "")])
        t = f"{rel} {a} {u}{b}"
    elif r < 0.35:
        a = ch(["Password at", "PASSWORD ON", "Pass from", "PW at", "pw @", "Passwort auf", "Wachtwoord op",
                "Mot de passe sur", "Contrasena en", "Haslo na"])
        t = f"{a} {u} {ch(['- ' + rel, ''])}".strip()
    elif r < 0.5:
        t = f"{rel} {ch(['password protected', 'passworded', 'PW protected', 'rar is locked'])} - {ch(['get pass at', 'unlock at', 'password from', 'key from'])} {u}"
    elif r < 0.62:
        t = f"{ch(['To get the password', 'For the pw', 'For the rar password', 'Need the password?'])} {ch(['visit', 'go to', 'register at', 'complete a survey at', 'sign up at'])} {u}"
    elif r < 0.74:
        t = f"{rel}.{ch(['part01.rar', 'rar', '7z', 'zip'])} {ch(['(password.txt inside)', '- pw in nfo -> ' + u, '[encrypted - pass on site]', '- password: see ' + u])}"
    elif r < 0.86:
        t = f"{ch(['Full', 'Complete', 'All'])} {ch(['movie', 'season', 'album', 'game', 'collection'])} - {ch(['password', 'pass'])} {ch(['@', 'at', '=', ':'])} {u}"
    else:
        n = ri(10, 120)
        t = f'{rel} [pw: {u}] [{ri(1, n):02d}/{n}] - "{rel}.{ch(["part01.rar", "rar", "r00", "par2", "nfo"])}" yEnc ({ri(1, 50)}/{ri(50, 200)})'
    return t, grp("movies", "hdtv", "teevee", "multimedia", "boneless", "mom", "sounds.mp3", "games", "warez",
                  "x264", "dvd", "erotica")


@junk("download_link_bait")
def j_download_link():
    u = url(["download", "file", "files", "rapid", "mega", "upload", "share", "get", "dl", "fast", "cloud", "free"])
    what = ch([plain_movie(), bait_title(), ch([s for s, _ in SHOWS]) + " all seasons", "new albums", "latest movies",
               "all Marvel movies", "PC games", "full version", "complete series"])
    r = R.random()
    if r < 0.17:
        t = f"{ch(['Download', 'DOWNLOAD', 'Download here', 'Free download', 'Direct download'])}: {what} {ch(['->', '-', '>>', 'at', '@'])} {u}"
    elif r < 0.32:
        t = f"{what} {ch(['download link', 'full download', 'DDL', 'mega link', 'direct link'])} {ch(['inside', 'in description', 'below', 'in first post', 'in nfo'])}"
    elif r < 0.45:
        t = f"{ch(['Click here to download', 'CLICK HERE', 'Click here for', 'Click to get'])} {ch([what, 'the full file', 'all parts', 'the rest', ''])} {ch([u, ''])}".strip()
    elif r < 0.58:
        t = f"{ch(['Files too big for usenet', 'Parts missing here', 'Not on usenet anymore', 'DMCAed here'])} - {ch(['get it from', 'download it at', 'mirror:', 'see'])} {ch(['mega.nz/#F!' + rnd(8), 'mediafire.com/file/' + rnd(11).lower(), 'rapidgator.net/file/' + hexs(16), u])}"
    elif r < 0.7:
        t = f"{ch(['Hier downloaden', 'Telecharger ici', 'Hier herunterladen', 'Scarica qui', 'Descargar aqui', 'Pobierz tutaj'])}: {what} {u}"
    elif r < 0.8:
        t = f"{what} - {ch(['mega', 'Mega', 'MEGA', 'gdrive', 'GDrive', '1fichier', 'Uploaded', 'zippyshare'])} {ch(['links', 'link', 'mirror'])} {ch(['[no usenet]', '(fast)', 'only', '- no waiting'])}"
    elif r < 0.9:
        t = f"{ch(['download.html', 'click_here.url', 'get_full_version.lnk', 'links.txt', 'download_now.htm', 'READ_ME_DOWNLOAD.url'])} - {what}"
    else:
        t = f"{ch(['Get', 'Grab'])} {ch(['all', 'every'])} {ch(['movie', 'episode', 'album', 'ebook'])} {ch(['instantly', 'in HD', 'free', 'without usenet'])} at {u}"
    return t, grp("movies", "hdtv", "teevee", "multimedia", "boneless", "mom", "sounds.mp3", "games", "warez",
                  "x264", "misc", "e-book", "tun")


@junk("shortlink")
def j_shortlink():
    host = ch(["bit.ly", "tinyurl.com", "goo.gl", "adf.ly", "ouo.io", "shorte.st", "cutt.ly", "is.gd", "rb.gy",
               "t.co", "ow.ly", "linkvertise.com", "sh.st", "bc.vc", "exe.io", "shrinkme.io", "gestyy.com",
               "tiny.cc", "rebrand.ly", "v.gd", "s.id", "clk.sh"])
    code = rnd(ri(5, 9))
    link = f"{host}/{code}"
    if chance(0.35):
        link = ch(["https://", "http://", "hxxps://", "hxxp://"]) + link
    r = R.random()
    if r < 0.3:
        t = link
    elif r < 0.5:
        t = f"{ch(['new link', 'link', 'mirror', 'full', 'part 2', 'more', 'watch', 'get it', 'download', 'HD'])}{ch([': ', ' -> ', ' ', ' >> '])}{link}"
    elif r < 0.65:
        t = f"{link} {ch(['<-- click', '(safe)', 'full movie', 'all episodes', 'free', '100% working', '!!!', 'new'])}"
    elif r < 0.8:
        t = f"{ch([plain_movie(), bait_title()])} {ch(['@', '-', '|', '=>'])} {link}"
    elif r < 0.9:
        t = f"{link} {link.replace(code, rnd(ri(5, 8)))}"
    else:
        t = f"{ch(['go', 'see', 'visit', 'check', 'klick', 'kijk'])} {link.upper() if chance(0.3) else link}"
    return t, grp("misc", "boneless", "movies", "multimedia", "test", "mom", "hdtv", "teevee", "tun", "x264")


@junk("fake_codec_installer")
def j_fake_codec():
    rel = ch([bait_title(), plain_movie()])
    r = R.random()
    if r < 0.18:
        t = f"{rel} {ch(['- install codec first', '[codec required]', '(needs special codec)', '- read me: install player', '+ codec.exe'])}"
    elif r < 0.34:
        t = f"{ch(['codec', 'Codec', 'player', 'HDPlayer', 'DivXCodec', 'VideoCodec', 'MediaPlayerHD', 'XviD_codec', 'K-Lite_Codec_Pack_FULL', 'flvplayer', 'x264codec'])}{ch(['_setup', '-install', '_v2', '_latest', '', '_update'])}.{ch(['exe', 'msi', 'scr', 'exe', 'bat'])} {ch(['- needed to play ' + rel, 'required for this release', '', '(play all files)'])}".strip()
    elif r < 0.48:
        t = f"{rel} - {ch(['To watch this video you need', 'Video will not play without', 'This file requires'])} {ch(['the latest codec', 'ZCodec 3.4', 'MoviePlayer Pro', 'DRM license', 'our free player'])}"
    elif r < 0.62:
        t = tool_wrap(rel, ext=ch([".wmv", ".asf", ".wma"]), style=ch(["nyuu", "ngpost", "jbinup", "newsmangler"])) + ch([" [DRM - get license]", " (license required)", " - acquire license at " + url(["license", "codec", "player", "drm"]), ""])
    elif r < 0.76:
        t = f"{ch(['Install', 'Download', 'Run', 'Update'])} {ch(['the codec', 'codec pack', 'Windows Media Codec', 'HD video player', 'Flash player update', 'the decoder'])} {ch(['to play', 'before opening', 'for'])} {rel}"
    elif r < 0.88:
        t = f"{rel}/{ch(['Codec', 'Player', 'Install'])}/{ch(['setup.exe', 'install.exe', 'codec.exe', 'player.exe'])}"
    else:
        t = f"{ch(['Neue Codec noetig', 'Codec requis', 'Codec vereist', 'Codec necessario', 'Se necesita codec'])} - {rel}"
    return t, grp("movies", "hdtv", "teevee", "multimedia", "boneless", "mom", "x264", "movies.divx", "dvd",
                  "erotica", "hdtv.x264")


@junk("disguised_executable")
def j_disguised_exe():
    rel = ch([bait_title(), plain_movie(), bait_title()])
    media = ch([".avi", ".mkv", ".mp4", ".wmv", ".mp3", ".flac", ".jpg", ".pdf", ".epub", ".mov", ".m4v"])
    exe = ch([".exe", ".scr", ".com", ".pif", ".bat", ".lnk", ".vbs", ".cmd", ".js", ".hta", ".msi", ".exe"])
    r = R.random()
    if r < 0.3:
        t = f"{rel}{media}{exe}"
    elif r < 0.45:
        t = f"{rel}{media}{' ' * ri(6, 30)}{exe}"
    elif r < 0.6:
        t = tool_wrap(rel, ext=f"{media}{exe}", style=ch(["nyuu", "ngpost", "plain", "jbinup", "newsmangler"]))
    elif r < 0.72:
        t = f"{rel} - {ch(['full', 'HD', 'uncut', 'complete', 'fixed'])}{exe}"
    elif r < 0.84:
        t = f"{ch(['Play', 'Watch', 'Open', 'Start', 'Viewer'])}_{unders(plain_movie())}{exe}"
    else:
        t = f"{rel}.{ch(['part1', 'cd1', 'disc1', 'sample'])}{media}{exe}"
    return t, grp("movies", "hdtv", "teevee", "multimedia", "boneless", "mom", "x264", "movies.divx",
                  "sounds.mp3", "mp3", "games", "erotica", "e-book")


@junk("fake_leak")
def j_fake_leak():
    r = R.random()
    game = ch(["GTA 6", "GTA VI", "Grand Theft Auto VI", "Half-Life 3", "The Elder Scrolls VI", "Hollow Knight Silksong",
               "Red Dead Redemption 3", "Fallout 5", "Battlefield 7", "Call of Duty 2026", "Zelda 2026",
               "Metroid Prime 4", "Witcher 4", "Mass Effect 5", "Bioshock 4"])
    film = ch(["Avengers Secret Wars", "Avengers Doomsday", "Spider-Man 4", "The Batman Part II", "Avatar 4",
               "Star Wars New Jedi Order", "Shrek 5", "Toy Story 5", "Frozen 3", "Dune Messiah", "Man of Steel 2",
               "The Dark Knight Returns 2027"])
    if r < 0.2:
        t = f"{game} {ch(['PC', 'FULL GAME', 'full game PC', 'PS5'])} {ch(['LEAKED', 'leaked', 'LEAK', 'Leaked Build'])} {ch(['+ crack', 'working crack', 'download', 'free', '[100% REAL]', '- not fake'])}"
    elif r < 0.36:
        t = f"{film} ({ch(['2026', '2027', '2028'])}) {ch(['FULL MOVIE', 'Full Movie', 'LEAKED'])} {ch(['1080p', 'CAM', 'HD', 'WEB-DL', 'BluRay'])} {ch(['LEAKED', 'leaked early', 'workprint leak', 'free', 'REAL'])}"
    elif r < 0.5:
        t = f"{dots(film)}.{ri(2026, 2028)}.{ch(['1080p', '2160p', '720p'])}.{ch(['WEB-DL', 'BluRay', 'WEBRip'])}.x264-{ch(['LEAKED', 'LEAK', 'REALLEAK', 'EARLY'])}"
    elif r < 0.62:
        t = f"{ch(['Windows 12', 'iOS 20', 'macOS 17', 'Android 17', 'PS6 firmware', 'Switch 3 firmware'])} {ch(['leaked build', 'LEAKED', 'beta leak', 'early leak'])} {ch(['+ activator', 'full ISO', 'download', '- install now', ''])}".strip()
    elif r < 0.74:
        t = f"{ch(['LEAKED', 'Leaked', 'EXCLUSIVE LEAK', 'BREAKING'])}: {ch(['celebrity private video', 'famous singer sex tape', 'pop star private photos', 'influencer nudes', 'TikToker leaked video', 'onlyfans leak pack'])} {ch(['- full video', 'uncensored', 'watch before deleted', '!!!', 'must see'])}"
    elif r < 0.86:
        t = f"{ch(['Unreleased', 'UNRELEASED', 'Leaked'])} {ch(['Drake', 'Taylor Swift', 'Kanye West', 'Beyonce', 'Rihanna', 'Frank Ocean', 'Adele', 'Eminem'])} {ch(['album 2026', 'full album', 'new album leak', 'secret album'])} {ch(['[LEAK]', 'download', 'mp3 320', 'REAL not fake'])}"
    else:
        t = f"{ch(['Source code leak', 'Database leak', 'Full dump', 'Leaked credentials'])} {ch(['of', '-', 'from'])} {ch(['Nintendo', 'Rockstar', 'Netflix', 'Valve', 'Microsoft', 'your bank'])} {ch(['- download', '2025', 'FULL', ''])}".strip()
    return t, grp("games", "warez", "movies", "hdtv", "multimedia", "boneless", "mom", "sounds.mp3",
                  "erotica", "pictures.erotica", "misc", "x264")


@junk("stream_site_bait")
def j_stream():
    t0, y = ch(MOVIES)
    show = ch([s for s, _ in SHOWS])
    site = ch(["123Movies", "Putlocker", "Fmovies", "SolarMovie", "GoMovies", "Soap2day", "YesMovies", "Movies123",
               "HDToday", "LookMovie", "Vumoo", "Filmyzilla", "Tamilrockers", "Movierulz", "Cuevana", "Pelisplus",
               "Kinox", "Streamcloud", "Papystreaming", "Altadefinizione"])
    r = R.random()
    if r < 0.22:
        t = f"Watch {t0} ({y}) {ch(['Full Movie', 'FULL MOVIE', 'Full HD'])} {ch(['Online Free', 'Online', 'Free Online', 'Streaming'])} {ch(['HD', '1080p', '4K', ''])} {ch([site, ''])}".strip()
    elif r < 0.38:
        t = f"{show} {ch(['Season', 'S'])}{ri(1, 6)} {ch(['Episode', 'Ep', 'E'])}{ri(1, 10)} {ch(['watch online', 'stream free', 'full episode online', 'streaming HD'])} {ch(['- ' + site, ''])}".strip()
    elif r < 0.52:
        home, away = ch(["Real Madrid", "Man United", "Liverpool", "Bayern", "PSG", "Chiefs", "Lakers", "Celtics", "Arsenal", "Barcelona"]), ch(["Barcelona", "Chelsea", "Man City", "Dortmund", "Juventus", "Eagles", "Warriors", "Knicks", "Spurs", "Inter"])
        t = f"{ch(['LIVE', 'Live', '[LIVE STREAM]', 'Watch live'])} {home} vs {away} {ch(['live stream free', 'free HD stream', 'reddit stream', 'live online', 'streaming gratis'])} {ch(['link', '', 'tonight'])}".strip()
    elif r < 0.66:
        a = ch([f"Ver {t0} ({y}) Pelicula Completa en Espanol Latino", f"{t0} {y} Film Complet en Streaming VF",
                f"{t0} ({y}) Ganzer Film Deutsch Stream", f"{t0} {y} Film Completo in Streaming ITA",
                f"{t0} ({y}) Hele Film Online Kijken", f"{t0} {y} Caly Film Online Lektor PL",
                f"Assistir {t0} ({y}) Filme Completo Dublado"])
        t = f"{a} {ch(['Gratis', 'HD', '', site])}".strip()
    elif r < 0.8:
        t = f"{site} - {ch(['watch', 'stream'])} {ch(['all new movies', 'movies & tv shows', 'latest releases', t0])} {ch(['free', 'in HD', 'no signup', ''])} {ch([url(['movie', 'watch', 'stream', 'hd', 'film', 'free']), ''])}".strip()
    elif r < 0.9:
        t = f"{t0.lower()} {y} full movie {ch(['online', 'free', 'download', 'hd', 'watch'])} {ch(['online', 'free', 'hindi dubbed', 'english subtitles', 'mp4', 'dailymotion'])} {ch(['streaming', 'free', 'watch', 'hd'])}"
    else:
        t = f"[{ch(['STREAM', 'WATCH', 'LIVE', 'HD'])}] {t0} ({y}) {ch(['-', '|', '>>'])} {url(['movie', 'watch', 'stream', 'hd', 'film', 'free'])}"
    if " vs " in t:
        return t, grp("sports", "multimedia.sports", "multimedia.sports.soccer", "boneless", "hdtv")
    return t, grp("movies", "hdtv", "teevee", "multimedia", "boneless", "mom", "x264", "misc", "movies.divx")


@junk("job_scam")
def j_job():
    r = R.random()
    pay = ch(["$35/hr", "$25 per hour", "$500/week", "$3,000 a month", "up to $90/day", "$45/h", "$800 weekly"])
    if r < 0.18:
        t = f"{ch(['Data entry', 'Typing', 'Online survey', 'Copy paste', 'Captcha solving', 'Ad posting'])} {ch(['jobs', 'job', 'work', 'positions'])} {ch(['from home', 'online', 'remote', 'part time'])} - {pay} {ch(['', 'no experience', 'start today', 'apply now'])}".strip()
    elif r < 0.32:
        t = f"{ch(['Mystery shopper', 'Secret shopper', 'Product tester', 'Amazon product reviewer', 'App tester'])} {ch(['needed', 'wanted', 'urgently needed', 'positions open'])} {ch(['in your area', '- get paid ' + pay, '- keep the products', ''])}".strip()
    elif r < 0.46:
        t = f"{ch(['Hiring', 'HIRING', 'We are hiring', 'Now hiring'])}: {ch(['package reshipping agent', 'payment processing agent', 'financial assistant', 'remote personal assistant', 'account manager (work from home)', 'parcel forwarder'])} {ch(['- ' + pay, '- weekly pay', '- no interview', ''])}".strip()
    elif r < 0.58:
        t = f"{ch(['Work', 'Job'])} {ch(['2 hours a day', 'from your phone', 'in your pajamas', 'only 1 hour daily'])} {ch(['and earn', 'earn', '-'])} {pay} {ch(['guaranteed', '100% legit', 'real', ''])}".strip()
    elif r < 0.7:
        t = ch(["Heimarbeit - Kuvertieren von zu Hause - gut bezahlt", "Nebenjob gesucht? 500 EUR pro Woche von zu Hause",
                "Emploi a domicile - remplissage de formulaires", "Thuiswerk: verdien 1000 euro per week",
                "Lavoro da casa - assunzione immediata", "Trabajo desde casa 100% online - sin experiencia",
                "Praca w domu - skladanie dlugopisow", "Trabalho em casa - ganhe 300 reais por dia"])
    elif r < 0.82:
        t = f"{ch(['Get paid to', 'Earn money to', 'Paid to'])} {ch(['watch videos', 'read emails', 'like posts', 'play games', 'take surveys', 'upload files to usenet'])} {ch(['- ' + pay, '', '- sign up at ' + url(['job', 'work', 'paid', 'earn', 'cash', 'home'])])}".strip()
    elif r < 0.92:
        t = f"{ch(['Recruitment', 'Career opportunity', 'Job offer', 'Vacancy'])} {ch(['#', 'ref ', 'ID '])}{ri(1000, 99999)} - {ch(['remote', 'home based', 'flexible hours'])} - {ch(['reply with CV', 'contact HR on WhatsApp', 'no fee', 'training provided'])}"
    else:
        t = f"{ch(['CV', 'Resume', 'Job'])}_{ch(['application', 'offer', 'form'])}_{ri(2023, 2025)}.{ch(['doc', 'docm', 'xls', 'pdf.exe', 'zip'])} - {ch(['fill and return', 'urgent', 'HR department'])}"
    return shout(t), grp("misc", "boneless", "test", "multimedia", "mom", "tun", "e-book", "pictures", "jobs".replace("jobs", "misc"))


CHAT_TOPICS = ["Giganews", "Eweka", "Newshosting", "my provider", "SABnzbd", "NZBGet", "nzbhydra", "Sonarr", "Radarr",
               "this group", "abmm", "the indexers", "retention", "DMCA", "par2", "yEnc", "the new posts", "NewsLeecher",
               "Grabit", "newsbin", "completion rates", "the poster", "header compression", "SSL port 563"]


@junk("chatter")
def j_chatter():
    top = ch(CHAT_TOPICS)
    r = R.random()
    if r < 0.18:
        t = ch(["Re: ", "Re: Re: ", "RE: ", "Re: [OT] ", "AW: ", "Re^2: ", ""]) + ch([
            f"Is {top} down?", f"anyone else having problems with {top}?", f"{top} speed issues", f"{top} vs the rest",
            f"why is {top} so slow tonight", f"question about {top}", f"{top} - worth it?", f"problems with {top} again"])
    elif r < 0.33:
        t = ch(["Thanks for all the uploads!", "thanks!!", "Thank you poster", "thx for the posts", "Many thanks to whoever posted the jazz stuff",
                "great posts this week, cheers", "Thanks a lot, much appreciated", "merci pour les posts", "danke fuer die uploads",
                "bedankt voor het posten!", "grazie mille", "gracias por todo", "thanks again mate", "Cheers for the fills lads"])
    elif r < 0.46:
        t = f"{ch(['OT:', '[OT]', 'Off topic:', 'OT -', 'Offtopic:'])} {ch(['what newsreader do you use', 'best NAS for usenet?', 'happy new year everybody', 'anyone watching the match tonight', 'merry christmas all', 'my cat walked on the keyboard', 'how long have you been on usenet', 'remember the good old days?'])}"
    elif r < 0.6:
        t = ch(["Re: ", "", "Re: "]) + ch(["Why is everything obfuscated now?", "Where did all the posters go?", "This group used to be better",
                                          "what happened to the old regulars", "posting schedule for this week?", "Is this group still alive?",
                                          "Welcome back!", "good to see you again", "Long time lurker, first post", "Hello from Finland",
                                          "any Dutch people here?", "who is still around from 2005?"])
    elif r < 0.72:
        t = f"Re: {ch([plain_movie(), ch([s for s, _ in SHOWS]), ch(ALBUMS)[0] + ' - ' + ch(ALBUMS)[1]])} {ch(['- thanks!', '- great quality', '- is there a better version?', 'sound out of sync', '- audio is mono?', '- loved it', '- wrong episode?'])}"
    elif r < 0.84:
        t = ch(["lol", "LOL", "+1", "me too", "same here", "agreed", "^^ this", "yes", "no", "ok", ":)", "+1 same problem", "cheers", "bump", "BUMP", "*bump*"])
    else:
        t = f"{ch(['Hallo zusammen', 'Salut a tous', 'Hoi allemaal', 'Ciao a tutti', 'Hola a todos', 'Hej alla'])}{ch(['!', ',', ' -', ''])} {ch(['wie geht es euch', 'quoi de neuf', 'hoe gaat het', 'come va', 'que tal', 'hur mar ni', ''])}".strip()
    return t, grp("multimedia", "boneless", "misc", "test", "mom", "sounds.mp3", "hdtv", "teevee", "tun",
                  "sounds.jazz", "dvd", "e-book", "comics.dcp", "anime")


@junk("flame")
def j_flame():
    r = R.random()
    if r < 0.2:
        t = ch(["STOP POSTING THIS CRAP", "stop spamming this group", "Stop flooding the group, idiot", "Enough with the spam already",
                "WHO KEEPS POSTING THIS GARBAGE", "Nobody wants your junk", "take your trash elsewhere", "QUIT IT"])
    elif r < 0.36:
        t = f"{ch(['You are', 'Youre', 'ur', 'You’re', 'What a'])} {ch(['an idiot', 'a moron', 'pathetic', 'a clueless leech', 'a loser', 'brain dead', 'a troll'])}{ch(['', '!', '!!!', '.', ' lol'])}"
    elif r < 0.5:
        t = f"{ch(['Re: ', ''])}{ch(['Leechers', 'Requesters', 'Spammers', 'Reposters', 'Kids today'])} {ch(['are ruining this group', 'never say thanks', 'should be banned', 'get lost', 'are the worst'])}"
    elif r < 0.62:
        t = f"{person().split()[0]} is a {ch(['liar', 'fraud', 'clown', 'joke', 'thief', 'hypocrite'])} {ch(['and everyone knows it', '- read this', '!!!', '', 'PERIOD'])}".strip()
    elif r < 0.74:
        t = f"{ch(['F*** you', 'fuck off', 'FU', 'get lost', 'piss off', 'shut up'])} {ch(['spammer', 'troll', 'loser', 'poster', 'everyone', 'you lot'])} {ch(['', '!!', 'lmao', 'go away'])}".strip()
    elif r < 0.86:
        t = ch(["Halt die Klappe du Troll", "Ta gueule le troll", "Hou je bek spammer", "Stai zitto troll",
                "Callate idiota", "Spierdalaj spamerze", "Idioten, alle miteinander", "Sale con de spammeur",
                "Kappen met die rotzooi", "Basta spammare coglione"])
    else:
        t = f"{ch(['*PLONK*', 'plonk', '*killfiled*', 'Welcome to my killfile', '*yawn*', 'Troll alert', 'DO NOT FEED THE TROLL'])} {ch(['', person().split()[0], '- again', 'lol'])}".strip()
    return vcase(t) if chance(0.3) else t, grp("multimedia", "boneless", "misc", "test", "mom", "sounds.mp3",
                                               "hdtv", "teevee", "tun", "e-book", "anime")


@junk("bot_keepalive")
def j_keepalive():
    y, m, d = date_parts(2018, 2025)
    hh, mm, ss = ri(0, 23), ri(0, 59), ri(0, 59)
    ts = ch([f"{y}-{m:02d}-{d:02d} {hh:02d}:{mm:02d}:{ss:02d}", f"{y}-{m:02d}-{d:02d}T{hh:02d}:{mm:02d}:{ss:02d}Z",
             str(ri(1500000000, 1760000000)), f"{d:02d}.{m:02d}.{y} {hh:02d}:{mm:02d}", f"{y}{m:02d}{d:02d}{hh:02d}{mm:02d}"])
    r = R.random()
    if r < 0.2:
        t = f"{ch(['keepalive', 'keep-alive', 'KEEPALIVE', 'keep alive', 'heartbeat', 'Heartbeat'])} {ts}"
    elif r < 0.35:
        t = f"{ch(['ping', 'PING', 'pong', 'alive', 'still alive', 'nntp-check', 'probe'])}{ch(['-', ' ', '_', ' #'])}{ri(1, 99999)}"
    elif r < 0.5:
        t = f"[{ch(['AUTOPOST', 'autopost', 'BOT', 'cron', 'AUTO', 'daemon'])}] {ch(['heartbeat', 'status ok', 'check', 'sync', 'tick', 'run'])} #{ri(1, 99999):05d} {ts}"
    elif r < 0.62:
        t = f"{ch(['spot', 'Spot', 'spotnet', 'poster'])}{ch(['-', '_', ' '])}{ch(['keepalive', 'beacon', 'check', 'alive'])} {hexs(ri(6, 12))}"
    elif r < 0.74:
        t = f"{ch(['upload', 'connection', 'server', 'article', 'propagation'])} {ch(['check', 'probe', 'monitor', 'test'])} {ch(['ok', 'OK', 'passed', '200', '240 article posted'])} {ts}"
    elif r < 0.86:
        t = f"{rnd(ri(3, 6), 'abcdefghijklmnopqrstuvwxyz')}bot {ch(['status', 'report', 'tick', 'uptime'])}: {ch([str(ri(1, 999)) + 'd', ts, 'ok', 'idle', str(ri(1, 99)) + '%'])}"
    else:
        t = f"<{hexs(8)}.{ri(1000, 99999)}@{ch(['ngPost', 'nyuu', 'powerpost', 'localhost', 'bot', 'autopost'])}.{ch(['local', 'com', 'nl', 'invalid'])}> {ch(['noop', 'nop', 'idle', 'keepalive'])}"
    return t, grp("test", "test", "misc", "boneless", "multimedia", "mom", "test.yenc", "tun", "ath", "fz", "chello")


@junk("filler_padding")
def j_filler():
    r = R.random()
    if r < 0.2:
        t = f"{ch(['filler', 'padding', 'dummy', 'blank', 'empty', 'placeholder', 'null', 'void', 'pad', 'junk', 'spacer'])}{ch(['', '_', '-', '.', ' '])}{ch([str(ri(0, 9999)).zfill(ri(1, 5)), '', 'file', 'data'])}"
    elif r < 0.35:
        t = f"{ch(['filler', 'padding', 'dummy', 'zero', 'null', 'random_data', 'blank'])}{ch(['_', '.', '-'])}{ri(1, 999):03d}.{ch(['bin', 'dat', 'tmp', 'img', 'raw', 'pad', 'txt'])}"
    elif r < 0.5:
        t = ch(["x", "-", ".", "...", "----", "____", "****", "====", "~~~~", "#", "###", "()", "[]", "<>", "\"\"", "' '", "0", "00000000",
                "1111111111", "zzzzzzzzz", "xxxxxxxxxxxxx", "aaaaaaaaaaaa", "..........", "_-_-_-_-_-", "-=-=-=-=-="])
    elif r < 0.62:
        t = ch(["nothing", "nothing here", "no subject", "(no subject)", "untitled", "Untitled", "none", "n/a", "N/A", "no title",
                "kein Betreff", "sans objet", "geen onderwerp", "senza oggetto", "sin asunto", "(none)", "<no subject>", "subject"])
    elif r < 0.75:
        c = ch(["a", "x", "z", "0", "=", "-", "_", ".", "#", "~", "A", "X", "9"])
        t = c * ri(12, 90)
    elif r < 0.87:
        t = tool_wrap(ch(["filler", "padding", "dummy", "pad", "fill", "blank"]) + str(ri(1, 99)), ext=ch([".bin", ".dat", ".pad", ".tmp"]), style=ch(["nyuu", "ngpost", "plain"]))
    else:
        t = f"{ch(['dummy', 'filler', 'padding', 'space filler', 'null bytes'])} {ch(['post', 'block', 'segment', 'article'])} {ri(1, 500)} {ch(['of', '/'])} {ri(500, 999)}"
    return t, grp("test", "misc", "boneless", "multimedia", "mom", "test.yenc", "tun", "ath", "fz", "chello", "cores", "alt")


ROWS_KB = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "qwertzuiop", "azertyuiop", "yxcvbnm", "qsdfghjklm"]


@junk("keyboard_mash")
def j_mash():
    r = R.random()
    if r < 0.3:
        row = ch(ROWS_KB)
        st = ri(0, len(row) - 3)
        seg = row[st:st + ri(3, len(row) - st)]
        t = seg * ri(1, 3) + (seg[:ri(1, len(seg))] if chance(0.5) else "")
    elif r < 0.55:
        row = ch(ROWS_KB[:3] + ROWS_KB[4:])
        pos = ri(0, len(row) - 1)
        out = []
        for _ in range(ri(6, 22)):
            out.append(row[pos])
            pos = max(0, min(len(row) - 1, pos + ch([-1, 1, 1, 0, 2, -2])))
        t = "".join(out)
    elif r < 0.7:
        t = "".join(ch("asdfjkl;gh") for _ in range(ri(6, 18)))
    elif r < 0.8:
        a = ch("sdfghjkawe")
        b = ch("jklmnouiop")
        t = (a + b) * ri(3, 8)
    elif r < 0.9:
        words = []
        for _ in range(ri(2, 5)):
            row = ch(ROWS_KB[:3])
            st = ri(0, len(row) - 3)
            words.append(row[st:st + ri(3, 6)])
        t = ch([" ", "", ".", "_"]).join(words)
    else:
        t = ch(["asdf", "qwer", "jkl", "hjkl", "fdsa", "wasd", "ghgh", "sdsdsd", "jfjfjf", "kdkdkd"]) * ri(2, 5)
    r2 = R.random()
    if r2 < 0.15:
        t = t.upper()
    elif r2 < 0.25:
        t = t + ch(["!!!", "??", "1", ";;", "!"])
    return t, grp("test", "misc", "boneless", "multimedia", "mom", "tun", "ath", "sounds.mp3", "hdtv", "pictures")


def _printable(s):
    return "".join(c for c in s if unicodedata.category(c)[0] != "C")


@junk("encoding_garbage")
def j_garbage():
    r = R.random()
    if r < 0.25:
        b = bytes(ri(0x80, 0xFF) for _ in range(ri(8, 30)))
        t = _printable(b.decode(ch(["cp1252", "latin-1", "cp437", "koi8-r", "mac_roman"]), errors="replace"))
    elif r < 0.4:
        src = ch(["Ã©Ã¨Ã", "Ã¢â‚¬â„¢", "Ã¢â‚¬Å“", "Ã¤Ã¶Ã¼ÃŸ", "Ð¿Ñ€Ð¸Ð²ÐµÑ‚", "Ã£Æ'Ë†", "ï¿½ï¿½", "Â Â Â", "â€™â€œâ€\u009d", "Ã‚Â", "Ð½Ð¾Ð²Ñ‹Ð¹", "ã‚¢ãƒ‹ãƒ¡"])
        t = "".join(ch([src, ch(["Ã", "Â", "â€", "Ð", "Ñ", "ï¿½", "Ã¯", "Â¿", "Å"])]) for _ in range(ri(3, 8)))
        t = _printable(t)
    elif r < 0.52:
        t = "?" * ri(4, 30) if chance(0.5) else " ".join("?" * ri(2, 8) for _ in range(ri(2, 6)))
    elif r < 0.64:
        t = "\ufffd" * ri(3, 20) if chance(0.5) else "".join(ch(["\ufffd", "?", "\u25a1", "\u25af", "\u2588"]) for _ in range(ri(6, 24)))
    elif r < 0.76:
        payload = rnd(ri(12, 40), ALNUM + "+/")
        t = f"=?{ch(['UTF-8', 'utf-8', 'ISO-8859-1', 'windows-1252', 'KOI8-R', 'GB2312'])}?{ch(['B', 'Q', 'b'])}?{payload}{ch(['?=', '', '?'])}"
        if chance(0.3):
            t += f" =?{ch(['UTF-8', 'ISO-8859-15'])}?Q?={hexs(2, True)}={hexs(2, True)}={hexs(2, True)}?="
    elif r < 0.88:
        base = "".join(ch("abcdefghijklmnopqrstuvwxyz ") for _ in range(ri(3, 8)))
        t = "".join(c + "".join(chr(ri(0x300, 0x36F)) for _ in range(ri(1, 4))) for c in base)
    else:
        t = "".join(chr(ri(0x2500, 0x259F)) if chance(0.6) else chr(ri(0xA1, 0xFF)) for _ in range(ri(6, 20)))
    t = t.strip() or "\ufffd\ufffd\ufffd"
    return t, grp("misc", "boneless", "multimedia", "test", "mom", "tun", "ath", "pictures", "sounds.mp3",
                  "hdtv", "fz", "cores")


KW = ["free", "download", "movies", "mp3", "games", "software", "crack", "keygen", "serial", "full version", "torrent",
      "nzb", "hd", "1080p", "4k", "xxx", "porn", "warez", "ebooks", "music", "tv shows", "anime", "direct download",
      "no survey", "unlimited", "fast", "2024", "latest", "premium", "hack", "cheats", "apk", "mod", "iptv", "streaming",
      "netflix", "windows", "office", "adobe", "photoshop", "bluray", "mkv", "avi", "flac", "best", "new", "top"]


@junk("keyword_stuffing")
def j_keywords():
    r = R.random()
    k = R.sample(KW, ri(8, 20))
    if r < 0.35:
        t = " ".join(k)
    elif r < 0.5:
        t = ch([", ", " | ", " - ", " / ", ",", " + ", "."]).join(k)
    elif r < 0.62:
        w = ch(KW)
        t = " ".join([w] * ri(5, 12))
    elif r < 0.75:
        t = " ".join(k) + " " + url(["free", "download", "movie", "mp3", "warez", "nzb", "crack", "hd"])
    elif r < 0.87:
        t = " ".join(ch(KW) + " " + ch([plain_movie(), ch(GAMES), ch(SOFTWARE)[0], ch(ALBUMS)[0]]) for _ in range(ri(3, 5)))
    else:
        t = "#" + " #".join(x.replace(" ", "") for x in k)
    return vcase(t), grp("misc", "boneless", "multimedia", "mom", "movies", "warez", "sounds.mp3", "tun",
                         "hdtv", "games", "e-book", "test")


@junk("religious_flood")
def j_religious():
    r = R.random()
    if r < 0.22:
        t = ch(["JESUS SAVES", "Jesus is Lord", "Repent, the end is near", "REPENT OR PERISH", "Jesus loves you",
                "Accept Jesus Christ as your saviour today", "The Rapture is coming - are you ready?",
                "God is watching you", "Turn to God before it is too late", "Hell is real - read John 3:16",
                "The Kingdom of God is at hand", "Only Jesus can save your soul", "You will burn unless you repent"])
        if chance(0.4):
            t += ch([" !!!", " - read the Bible", " - John 14:6", " - Romans 10:9", " - Acts 2:38", " - Rev 20:15"])
    elif r < 0.38:
        book = ch(["John", "Romans", "Revelation", "Matthew", "Isaiah", "Psalm", "Acts", "Ephesians", "Genesis"])
        t = f"{book} {ri(1, 22)}:{ri(1, 40)} - {ch(['For God so loved the world', 'The wages of sin is death', 'I am the way, the truth and the life', 'Behold, I come quickly', 'Be still and know that I am God', 'Ye must be born again'])}"
    elif r < 0.52:
        t = ch(["Read the Quran and find peace", "Islam is the truth - learn about it", "There is no god but Allah",
                "Hare Krishna Hare Krishna Krishna Krishna Hare Hare", "Chant and be happy", "Find inner peace - meditate today",
                "Bhagavad Gita free - change your life", "The Messiah has come - wake up", "Armageddon 2026 - prepare",
                "Scientology: free personality test", "The Watchtower announces: the end is near"])
    elif r < 0.66:
        t = f"{ch(['Prophecy', 'PROPHECY', 'Warning from God', 'Message from heaven', 'End times sign'])} #{ri(1, 999)}: {ch(['the beast is here', 'the mark of the beast is coming', 'earthquakes foretold', 'the four horsemen ride', 'judgement day is ' + str(ri(2025, 2030))])}"
    elif r < 0.8:
        t = ch(["Jesus liebt dich - kehr um", "Dieu t'aime - repens-toi", "Jezus redt - bekeer je nu", "Dio ti ama - pentiti",
                "Dios te ama - arrepientete", "Jezus cie kocha - nawroc sie", "Jesus te ama - arrependa-se",
                "Gott sieht alles", "Het einde der tijden is nabij", "La fin du monde approche - lisez la Bible"])
    elif r < 0.9:
        t = f"{ch(['Sermon', 'Daily verse', 'Bible study', 'Prayer request', 'Testimony'])} {ch(['#', 'no. ', 'day '])}{ri(1, 900)} - {ch(['God bless usenet', 'pray for this group', 'sinners welcome', 'salvation is free'])}"
    else:
        t = " ".join([ch(["JESUS", "REPENT", "SAVED", "AMEN", "HALLELUJAH", "PRAISE GOD"])] * ri(3, 8))
    return t, grp("misc", "boneless", "multimedia", "mom", "test", "sounds.mp3", "e-book", "tun", "hdtv", "teevee", "movies")


@junk("political_flood")
def j_political():
    r = R.random()
    if r < 0.2:
        t = ch(["WAKE UP SHEEPLE", "Wake up people!", "The NWO is real", "The globalists are lying to you", "Do your own research",
                "The media is lying to you", "Chemtrails are poisoning us", "5G is mind control", "The moon landing was faked",
                "FLAT EARTH - THE TRUTH", "They are hiding the truth from you", "Question everything - the elites control you"])
        if chance(0.4):
            t += ch(["!!!", " - spread the word", " - share before deleted", " - read this", " - pass it on"])
    elif r < 0.36:
        t = f"{ch(['VOTE', 'Vote', 'Vote for', 'Support', 'Re-elect', 'Impeach', 'Recall', 'Jail'])} {ch(['Candidate X', 'the governor', 'the senator', 'the president', 'the mayor', 'the traitors', 'Senator Brown', 'Congressman Hill'])} {ch(['NOW', 'in ' + str(ri(2008, 2028)), '!!!', '- share', ''])}".strip()
    elif r < 0.5:
        t = ch(["Stop the steal", "Election was rigged", "Ron Paul Revolution 2012", "Defund the government", "Taxation is theft",
                "Abolish the Fed", "End the Fed NOW", "No more wars", "Free speech is dying on usenet", "Brexit means Brexit",
                "Leave the EU now", "Nexit nu!", "Frexit maintenant", "Deutschland erwache - die Medien luegen",
                "Lugenpresse", "Stop the censorship"])
    elif r < 0.64:
        t = f"{ch(['Petition', 'PETITION', 'Sign the petition', 'Call your representative'])}: {ch(['ban the vaccine mandates', 'stop internet censorship', 'end foreign aid', 'arrest the bankers', 'stop the surveillance state', 'audit the election'])} {ch(['- ' + url(['petition', 'free', 'truth', 'liberty', 'patriot', 'vote']), ''])}".strip()
    elif r < 0.78:
        t = f"{ch(['TRUTH', 'The truth about', 'What they won’t tell you about', 'EXPOSED:', 'Leaked memo:'])} {ch(['the WHO', 'the UN agenda', 'Agenda 2030', 'the Great Reset', 'the deep state', 'Davos', 'the vaccine', 'the bankers'])} {ch(['- must read', '- share', '', '!!!', '(proof inside)'])}".strip()
    elif r < 0.9:
        t = f"{ch(['Down with', 'Death to', 'No to', 'Stop'])} {ch(['communism', 'capitalism', 'the EU', 'NATO', 'the regime', 'fascism', 'socialism', 'the system'])}{ch(['!', '!!!', '', ' - join the movement'])}"
    else:
        t = " ".join([ch(["FREEDOM", "LIBERTY", "TRUTH", "RESIST", "PATRIOTS", "REVOLUTION"])] * ri(3, 7))
    return t, grp("misc", "boneless", "multimedia", "mom", "test", "sounds.mp3", "e-book", "tun", "hdtv", "teevee", "movies", "politics".replace("politics", "misc"))


KIND_GROUPS = {
    "movie": ("movies", "movies", "hdtv.x264", "x264", "dvd", "multimedia", "boneless", "movies.divx", "mom"),
    "tv": ("teevee", "teevee", "hdtv", "hdtv.x264", "tvseries", "multimedia", "boneless", "tv"),
    "music": ("sounds.mp3", "sounds.flac", "sounds.lossless", "mp3", "sounds.mp3.complete_cd", "music", "multimedia"),
    "book": ("e-book", "ebook", "e-book.technical", "e-book.flood", "e-books"),
    "audiobook": ("audiobooks", "sounds.audiobooks", "mp3.audiobooks", "audiobooks.repost"),
    "game": ("games", "games.nintendo-switch", "console.ps4", "games.xbox360", "warez", "cd.image"),
    "soft": ("warez", "warez.ibm-pc.0-day", "cd.image", "apps.mac", "warez.0-day"),
    "misc": ("multimedia", "boneless", "misc", "multimedia.vintage-tv", "sounds.radio"),
}


def wanted_thing(plain=False):
    r = R.random()
    if r < 0.25:
        return plain_movie(), "movie"
    if r < 0.4:
        s, n = ch(SHOWS)
        opts = [f"{s} season {ri(1, n)}", f"{s} S{ri(1, n):02d}", f"{s} S{ri(1, n):02d}E{ri(1, 10):02d}"]
        if not plain:
            opts += [f"all of {s}", f"{s} complete"]
        return ch(opts), "tv"
    if r < 0.55:
        a, al, y = ch(ALBUMS)
        opts = [f"{a} - {al}", f"{a} - {al} ({y})"]
        if not plain:
            opts += [f"{a} {al} flac", f"{al} by {a}", f"{a} discography", f"{a} - {al} ({y}) vinyl rip"]
        return ch(opts), "music"
    if r < 0.63:
        a, b, y = ch(BOOKS)
        opts = [f"{a} - {b}"] + ([] if plain else [f"{b} by {a} epub", f"{a} ebooks"])
        return ch(opts), "book"
    if r < 0.68:
        a, b, y = ch(BOOKS)
        return ch([f"{a} - {b} (audiobook)", f"{b} audiobook" if not plain else f"{a} - {b} (audio)"]), "audiobook"
    if r < 0.78:
        return ch([ch(GAMES), ch(GAMES) + (" for PC" if not plain else " PC"), ch(GAMES) + " switch"]), "game"
    if r < 0.86:
        return ch(SOFTWARE)[0], "soft"
    if r < 0.93:
        return bait_title_k()
    if plain:
        return plain_movie(), "movie"
    return ch(["old Dutch TV shows", "German dubbed cartoons from the 80s", "the 1978 BBC radio play", "any Tintin in French",
               "Formula 1 1994 season", "early Simpsons in Italian", "Top of the Pops 1983", "the 2006 World Cup final"]), "misc"


def bait_title_k():
    k = ch(["movie", "movie", "tv", "tv", "music", "game", "soft"])
    f = {"movie": movie_release, "tv": tv_release, "music": music_release, "game": game_release, "soft": soft_release}[k]
    return f(), k


@junk("request_english")
def j_request_en():
    w, kind = wanted_thing()
    r = R.random()
    if r < 0.14:
        t = f"{ch(['REQ:', 'REQ', '[REQ]', 'Req:', 'REQUEST:', '(REQ)'])} {w} {ch(['please', 'pls', 'anyone?', 'plz', '- anyone have it?', '?', 'thanks in advance', 'TIA'])}"
    elif r < 0.28:
        t = f"{ch(['Anyone have', 'Does anyone have', 'anybody got', 'Has anyone got', 'Anyone got', 'Who has'])} {w}{ch(['?', '??', ' ?', '? thanks', '? TIA'])}"
    elif r < 0.42:
        t = f"{ch(['Looking for', 'looking for', 'Searching for', 'In search of', 'Hunting for', 'Trying to find', 'ISO'])} {w} {ch(['', 'please', '- can anyone help?', 'for years', 'in good quality', 'thanks'])}".strip()
    elif r < 0.56:
        t = f"{ch(['Please post', 'Can someone post', 'Could somebody upload', 'Would anyone post', 'pls upload', 'Can anyone share'])} {w}{ch(['', '?', ' please', ' - thanks!', ' if you have it'])}"
    elif r < 0.66:
        t = f"{ch(['WTB', 'wtb', 'W2B', 'Want to buy', 'Will pay for'])} {w} {ch(['', '- paypal ready', '- name your price', 'digital copy'])}".strip()
    elif r < 0.76:
        t = f"{ch(['Need', 'need', 'NEED', 'I need', 'Desperately need', 'Really need'])} {w} {ch(['', 'asap', 'urgently', 'please help', 'for my dad'])}".strip()
    elif r < 0.86:
        t = f"{w} - {ch(['request', 'REQUEST', 'anyone?', 'wanted', 'WANTED', 'please?', 'looking'])}"
    else:
        t = f"{ch(['Re: ', ''])}{ch(['Request thread', 'Requests', 'Request', 'Wishlist'])}: {w}{ch(['', ' and ' + wanted_thing()[0], ', ' + wanted_thing()[0]])}"
    return t, grp(*KIND_GROUPS[kind])


@junk("request_foreign")
def j_request_foreign():
    w, kind = wanted_thing(plain=True)
    t = ch([
        f"Suche {w}", f"Hat jemand {w}?", f"Wer hat {w}?", f"[SUCHE] {w} - danke", f"Bitte um {w}",
        f"Je cherche {w}", f"Quelqu'un a {w} ?", f"Recherche {w} svp", f"[DEMANDE] {w}",
        f"Zoek {w}", f"Heeft iemand {w}?", f"Wie heeft {w}? Alvast bedankt", f"Verzoekje: {w} aub",
        f"Cerco {w}", f"Qualcuno ha {w}?", f"Richiesta: {w} grazie",
        f"Busco {w}", f"Alguien tiene {w}?", f"Pedido: {w} por favor",
        f"Szukam {w}", f"Ma ktos {w}?", f"Procuro {w}", f"Alguem tem {w}?",
        f"Soker {w}", f"Har nagon {w}?", f"Etsin {w}", f"Keresem: {w}", f"Hledam {w}",
        f"Ищу {w}", f"У кого есть {w}?", f"Пожалуйста выложите {w}",
        f"{w} を探しています", f"{w} 求む", f"求 {w}", f"有人有 {w} 吗?", f"{w} 구합니다",
        f"Arıyorum: {w}", f"Ψάχνω {w}",
    ])
    return t, grp(*KIND_GROUPS[kind])


@junk("repost_plea")
def j_repost_plea():
    rel, kind = ch([bait_title_k(), bait_title_k(), (plain_movie(), "movie")])
    a = ri(1, 80)
    b = a + ri(0, 12)
    r = R.random()
    if r < 0.18:
        t = f"{ch(['Repost please', 'REPOST PLEASE', 'Please repost', 'Repost request', 'RP pls'])}: {rel}"
    elif r < 0.34:
        t = f"{rel} - {ch(['parts', 'part', 'rars', 'files'])} {a}{'-' + str(b) if b > a else ''} {ch(['missing', 'incomplete', 'corrupt', 'broken'])}{ch([', can someone repost?', ' - repost?', ' - anyone?', '. Need pars please', ''])}"
    elif r < 0.48:
        t = f"{ch(['Need', 'need more', 'Anyone have extra', 'Can someone post more'])} {ch(['pars', 'par2s', 'PAR2 blocks', 'recovery blocks'])} {ch(['for', 'on'])} {rel}{ch(['', '?', ' please', ' - ' + str(ri(5, 200)) + ' blocks short'])}"
    elif r < 0.6:
        t = f"Re: {rel} - {ch(['incomplete on my server', 'fails to repair', 'missing articles', 'pw protected? anyone have pass?', 'is this complete?', 'nzb broken'])}"
    elif r < 0.72:
        t = f"{ch(['Fill request', 'Request fill', 'Could you fill', 'Please fill'])}{ch([':', ' -', ''])} {rel}{ch(['', '?', ' (thanks!)'])}"
    elif r < 0.84:
        t = f"{ch(['Bitte Repost', 'Repost svp', 'Graag een repost', 'Repost per favore', 'Repost por favor'])}: {rel}"
    else:
        t = f"{ch(['Anyone able to repost', 'Can the poster reup', 'Any chance of a reup of', 'Would love a repost of'])} {rel}{ch(['?', '', ' - DMCAd on my provider', ' - gone from Eweka'])}"
    return t, grp(*KIND_GROUPS[kind])


# ================================================================= LEGIT KINDS

@legit("scene_movie")
def l_scene_movie():
    r = R.random()
    if r < 0.55:
        t = movie_release("scene")
    elif r < 0.75:
        t = movie_release("scene_uhd")
    elif r < 0.9:
        t = movie_release("old")
    else:
        mt, y = ch(MOVIES)
        t = f"{dots(mt)}.{y}.{ch(['COMPLETE.BLURAY', 'COMPLETE.UHD.BLURAY', 'MULTi.COMPLETE.BLURAY', 'NTSC.DVDR', 'PAL.DVDR', 'PAL.MULTi.DVDR'])}-{ch(SCENE_MOVIE_GRPS + ['BDA', 'COASTER', 'GUACAMOLE', 'iNTEGRUM', 'TERMiNAL'])}"
    if chance(0.15):
        t = tool_wrap(t)
    return t, grp("movies", "hdtv.x264", "x264", "movies.divx", "multimedia", "boneless", "dvd", "bluray",
                  "movies.x264", "teevee", "cores", "mom", "hd.uk")


@legit("scene_tv_episode")
def l_scene_tv():
    t = tv_release()
    if chance(0.15):
        t = tool_wrap(t)
    return t, grp("teevee", "hdtv", "hdtv.x264", "multimedia", "tv", "boneless", "tvseries", "misc", "x264")


@legit("tv_season_pack")
def l_season_pack():
    show, ns = ch(SHOWS)
    s = ri(1, ns)
    n = dots(show)
    r = R.random()
    if r < 0.3:
        t = f"{n}.S{s:02d}.{ch(RES)}.{ch(['BluRay', 'WEB-DL', 'AMZN.WEB-DL', 'NF.WEB-DL', 'WEB', 'BluRay.REMUX', 'DVDRip'])}.{ch(['', '', 'DDP5.1.', 'DTS-HD.MA.5.1.', 'AAC2.0.'])}{ch(VCODEC)}-{ch(TV_GRPS + P2P_MOVIE_GRPS)}"
    elif r < 0.45:
        e = ri(s, ns) if ns > 1 else 1
        t = f"{n}.S{s:02d}-S{max(e, s + 1):02d}.{ch(['COMPLETE.', ''])}{ch(RES)}.{ch(['BluRay', 'WEB-DL', 'WEBRip'])}.{ch(VCODEC)}-{ch(TV_GRPS + P2P_MOVIE_GRPS)}"
    elif r < 0.6:
        y = ri(1995, 2023)
        t = f"{show} ({y}) Season {s} S{s:02d} ({ch(['1080p', '720p', '2160p'])} {ch(['BluRay', 'WEB-DL', 'AMZN WEB-DL', 'DVD'])} x265 HEVC 10bit {ch(['AAC 5.1', 'EAC3 5.1', 'AAC 2.0', 'DDP 5.1 Atmos'])} {ch(['Silence', 'Joy', 'Tigole', 'Ghost', 'MONOLITH', 'Vyndros', 'FreetheFish', 'RCVR', 'Garshasp'])})"
    elif r < 0.72:
        sw, cw = ch([("Season", "Complete"), ("season", "complete"), ("Season", "COMPLETE"), ("Staffel", "Komplett"),
                     ("Seizoen", "Compleet"), ("Saison", "Integrale"), ("Temporada", "Completa")])
        t = f"{show} {sw} {s} {cw} {ch(['1080p', '720p', 'DVDRip', 'WEB-DL 1080p', 'BDRip'])}"
    elif r < 0.84:
        t = f"{n}.{ch(['COMPLETE.SERIES', 'The.Complete.Series', 'Complete.Collection', 'SEASON.' + str(s).zfill(2)])}.{ch(['DVDRip.XviD', '720p.BluRay.x264', '1080p.BluRay.x265', '1080p.WEB-DL.DDP5.1.H.264', 'NTSC.DVDR', 'PAL.DVDR'])}-{ch(TV_GRPS + ['DEMAND', 'SAiNTS', 'TOPAZ', 'iNGOT', 'CLUE', 'ROVERS', 'SHORTBREHD'])}"
    else:
        t = f"{n}.S{s:02d}.{ch(['COMPLETE', 'PACK', 'REPACK', 'MULTi', 'iNTERNAL'])}.{ch(RES)}.{ch(WEB_SRC)}.{ch(['x264', 'H264', 'x265'])}-{ch(TV_GRPS)}"
    if chance(0.12):
        t = tool_wrap(t)
    return t, grp("teevee", "hdtv", "hdtv.x264", "tvseries", "multimedia", "boneless", "x264", "bluray", "dvd",
                  "tv", "series.tv.divx", "mom")


@legit("p2p_movie")
def l_p2p_movie():
    mt, y = ch(MOVIES)
    n = dots(mt)
    r = R.random()
    if r < 0.18:
        t = f"{mt} ({y}) [{ch(['720p', '1080p', '2160p'])}] [{ch(['BluRay', 'WEBRip', 'WEB-DL'])}] {ch(['[5.1] ', '[5.1] ', '', '[10bit] '])}[{ch(['YTS.MX', 'YTS.AM', 'YTS.LT', 'YTS.AG', 'YIFY'])}]"
    elif r < 0.32:
        t = f"{mt} ({y}) ({ch(['1080p', '2160p', '720p'])} {ch(['BluRay', 'BDRip', 'AMZN WEB-DL', 'WEB-DL', 'UHD BluRay HDR'])} x265 HEVC 10bit {ch(['AAC 5.1', 'AAC 7.1', 'EAC3 5.1', 'DTS-HD MA 5.1', 'TrueHD 7.1 Atmos'])} {ch(['Tigole', 'Joy', 'Silence', 'FreetheFish', 'Ghost', 'r00t', 'Natty', 'ImE', 'afm72', 'HxD'])})"
    elif r < 0.5:
        t = f"{n}.{y}.{ch(RES)}.{ch(['BluRay', 'WEBRip', 'WEB-DL', 'BRRip', 'BDRip'])}.{ch(['DDP5.1', 'AAC5.1', 'DD5.1', 'AAC2.0', 'DTS', 'x264'])}.{ch(['x265.10bit', 'x264', 'H.264', 'HEVC'])}-{ch(['GalaxyRG265', 'GalaxyRG', 'TGx', 'PSA', 'MkvCage', 'EVO', 'FGT', 'RARBG', 'NeoNoir', 'Pahe.in', 'LAMA', 'ShAaNiG', 'ETRG', 'SARTRE'])}"
    elif r < 0.65:
        t = f"{n}.{y}.{ch(['2160p', '1080p'])}.{ch(['UHD.BluRay.REMUX', 'BluRay.REMUX', 'BluRay'])}.{ch(['HDR.HEVC', 'DV.HDR10.HEVC', 'AVC', 'HDR10Plus.HEVC', 'VC-1'])}.{ch(['TrueHD.7.1.Atmos', 'DTS-HD.MA.5.1', 'DTS-X.7.1', 'LPCM.2.0', 'FLAC.2.0'])}-{ch(['EPSiLON', 'FraMeSToR', 'BLURANiUM', 'PmP', 'CiNEPHiLES', 'KRaLiMaRKo', 'SiCFoI', 'TRiToN', 'WiLDCAT', 'BiTOR'])}"
    elif r < 0.78:
        t = f"{mt} {y} {ch(['1080p', '720p', '2160p'])} {ch(['BluRay', 'WEBRip', 'WEB-DL', 'BRRip'])} {ch(['x264', 'x265', 'HEVC', 'H264'])} {ch(['AAC', 'AC3', 'DTS', 'DDP5.1', 'AAC-LTRG', 'AC3-EVO'])}{ch(['', '', ' - Hon3y', ' - QRips', ' - Ozlem', ' -[YTS]', ' - SARTRE'])}"
    elif r < 0.9:
        t = f"{n}.{y}.{ch(['REPACK.', 'PROPER.', 'Open.Matte.', 'Criterion.', 'REMASTERED.', 'Hybrid.', '4K.Remaster.', ''])}{ch(['1080p', '720p', '2160p'])}.{ch(['BluRay', 'WEB-DL', 'AMZN.WEB-DL', 'MA.WEB-DL', 'iT.WEB-DL'])}.{ch(AUDIO)}.{ch(VCODEC)}-{ch(P2P_MOVIE_GRPS)}"
    else:
        t = f"{mt} ({y}) {ch(['BDRip', 'DVDRip', 'WEB-DLRip', 'BDRemux', 'HDRip'])} {ch(['1080p', '720p', 'AVC', '[Open Matte]', '[Director''s Cut]'])} {ch(['[MVO]', '[Dub]', 'by Dalemake', '[Hand Made]', 'Eng Subs', '[ENG]'])}"
    if chance(0.1):
        t = tool_wrap(t)
    return t, grp("movies", "movies", "hdtv.x264", "x264", "multimedia", "boneless", "movies.x264", "bluray",
                  "movies.divx", "cores", "mom", "hd.uk", "highspeed")


ANIME = ["Sousou no Frieren", "Jujutsu Kaisen", "Kimetsu no Yaiba", "Shingeki no Kyojin", "Spy x Family",
         "Bocchi the Rock!", "Chainsaw Man", "Oshi no Ko", "Mushoku Tensei", "Dungeon Meshi", "Kusuriya no Hitorigoto",
         "Vinland Saga", "One Piece", "Boku no Hero Academia", "Blue Lock", "Kaguya-sama wa Kokurasetai", "Made in Abyss",
         "Yofukashi no Uta", "Cowboy Bebop", "Neon Genesis Evangelion", "Steins;Gate", "Hibike! Euphonium", "K-On!",
         "Mob Psycho 100", "Tensei shitara Slime Datta Ken", "Re Zero kara Hajimeru Isekai Seikatsu",
         "Kono Subarashii Sekai ni Shukufuku wo!", "Yuru Camp", "Haikyuu!!", "Dr. Stone", "Dandadan", "Kaiju No. 8",
         "Ore dake Level Up na Ken", "Ao no Hako", "Shikanoko Nokonoko Koshitantan", "Hunter x Hunter (2011)",
         "Fullmetal Alchemist Brotherhood", "Monogatari Series", "Gintama", "Natsume Yuujinchou", "Houseki no Kuni",
         "Kimi no Na wa.", "Sen to Chihiro no Kamikakushi", "Perfect Blue", "Akira", "Ghost in the Shell"]
FANSUB = ["SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "Commie", "GJM", "Kametsu", "Beatrice-Raws",
          "DameDesuYo", "Asenshi", "Cyan", "ASW", "EMBER", "Ohys-Raws", "Leopard-Raws", "Vivid", "Coalgirls", "Doki",
          "FFF", "Chihiro", "Underwater", "Nep_Blanc", "LostYears", "Tsundere-Raws", "YuiSubs", "Anime Time", "SCY",
          "Moozzi2", "Reinforce", "Kaleido-subs", "Okay-Subs", "MTBB", "sam", "Yameii", "ToonsHub", "DKB"]


@legit("anime_fansub")
def l_anime():
    a = ch(ANIME)
    g = ch(FANSUB)
    ep = ri(1, 28)
    crc = hexs(8, True)
    r = R.random()
    if r < 0.3:
        t = f"[{g}] {a} - {ep:02d} ({ch(['1080p', '720p', '480p'])}) [{crc}]{ch(['.mkv', '.mkv', ''])}"
    elif r < 0.42:
        t = f"[{g}] {a} - {ep:02d} [{ch(['1080p', '720p'])}][{ch(['Multiple Subtitle', 'HEVC', 'CR WEB-DL AVC AAC', 'AMZN WEBRip', 'ADN WEB-DL'])}]{ch(['[ENG][POR-BR][SPA-LA]', '', '[' + crc + ']'])}{ch(['.mkv', ''])}"
    elif r < 0.54:
        t = f"[{g}] {a} - S{ri(1, 3):02d}E{ep:02d} [{ch(['1080p', '720p'])}][{ch(['HEVC x265 10bit', 'AV1', 'x264'])}][{ch(['Multi-Subs', 'Eng-Subs', 'Dual-Audio'])}]"
    elif r < 0.66:
        t = f"[{g}] {a} {ch(['(Season 1)', 'S2', '', '(2023)', 'Season 2'])} [{ch(['BD 1080p', 'BDRip 1920x1080', 'BD 1080p HEVC FLAC', 'WEB 1080p', 'BD 720p AAC'])}]{ch([' (Batch)', ' [Batch]', ' [Dual Audio]', ''])}"
    elif r < 0.76:
        t = f"{dots(a)}.S{ri(1, 3):02d}E{ep:02d}.{ch(['1080p', '720p'])}.{ch(['CR', 'NF', 'AMZN', 'HIDI', 'B-Global', 'DSNP'])}.WEB-DL.{ch(['AAC2.0', 'DDP2.0', 'JPN.AAC2.0', 'DUAL.AAC2.0'])}.H.264-{ch(['VARYG', 'SubsPlus+', 'ToonsHub', 'Kitsune', 'NanDesuKa', 'FLUX', 'KAWAII', 'Golumpa'])}"
    elif r < 0.86:
        t = f"[{g}] {a} - {ep:02d} ({ch(['BS11', 'MX', 'TBS', 'AT-X', 'CX', 'TX'])} {ch(['1280x720', '1920x1080'])} x264 AAC){ch(['.mp4', '.mkv'])}"
    elif r < 0.93:
        t = f"[{g}] {a} ({ri(1988, 2024)}) [{ch(['BD', 'BDRip', 'UHD BD'])} {ch(['1080p', '2160p'])} {ch(['HEVC', 'AVC', 'x265'])} {ch(['FLAC', 'TrueHD', 'AAC', 'Opus'])}]{ch([' [Dual-Audio]', ' [' + crc + ']', ''])}"
    else:
        t = f"{a} {ch(['- Episode', 'Ep', '#'])} {ep} {ch(['[Vostfr]', 'VOSTFR 1080p', '[GerSub]', 'Ger Dub 1080p', '[SUB ITA]', '[Legendado]'])}"
    if chance(0.1):
        t = tool_wrap(t, ext=ch([".mkv", ".mp4", ".part01.rar", ".par2"]))
    return t, grp("anime", "multimedia.anime", "multimedia.anime.highspeed", "anime.repost", "multimedia.anime.repost",
                  "anime.english", "boneless", "multimedia")


@legit("music_scene_mp3")
def l_scene_mp3():
    a, al, y = ch(ALBUMS)
    A, AL = unders(a), unders(al)
    g = ch(MP3_GRPS)
    cat = f"{rnd(ri(2, 5), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{ri(1, 9999):0{ri(2, 4)}d}"
    r = R.random()
    if r < 0.25:
        t = f"{A}-{AL}-({cat})-WEB-{ri(max(y, 2010), 2025)}-{g}"
    elif r < 0.4:
        t = f"{A}-{AL}-{ch(['CD', '2CD', '3CD', 'REMASTERED-CD', 'DELUXE-2CD', 'LTD.ED-CD', 'REISSUE-CD'])}-{ri(y, 2025)}-{g}"
    elif r < 0.52:
        t = f"{A}-{AL}-{ch(['(Remastered)', '(Deluxe_Edition)', '(Super_Deluxe)', '(Anniversary_Edition)', '(Expanded_Edition)'])}-{ch(['WEB', '2CD', 'CD'])}-{ri(y, 2025)}-{g}"
    elif r < 0.62:
        track = ch(["Night Drive", "Afterglow", "Echoes", "Lost in You", "Gravity", "Paradise", "Deep Inside", "Higher", "Sunrise", "Never Let Go"])
        t = f"{unders(person())}-{unders(track)}-({cat})-{ch(['SINGLE', 'WEB', 'EP'])}-WEB-{ri(2015, 2025)}-{g}"
        t = t.replace("-WEB-WEB-", "-WEB-")
    elif r < 0.72:
        t = f"VA-{unders(ch(['Ministry of Sound Anthems', 'Hed Kandi Beach House', 'Defected Ibiza', 'Cafe del Mar Vol 25', 'Kontor Top Of The Clubs Vol 98', 'Ultimate Dance Hits', 'Ostrock Klassiker', 'Schlager Hits 2024', 'Pure 80s', 'Anjunabeats Vol 17', 'Trance Nation', 'Bravo Hits 124']))}-{ch(['(' + cat + ')', '3CD', '2CD', 'WEB'])}-{ri(2005, 2025)}-{g}"
    elif r < 0.8:
        t = f"{A.lower()}-{AL.lower()}-{ri(y, 2025)}-{g.lower()}"
    elif r < 0.88:
        t = f"{A}-{AL}-{ch(['CD-FLAC', 'WEB-FLAC', 'VINYL-FLAC', '24BIT-96KHZ-WEB-FLAC', 'REMASTERED-WEB-FLAC'])}-{ri(y, 2025)}-{ch(['PERFECT', 'FATHEAD', 'MOONSHINE', 'GRAVEWISH', 'DGN', 'NBFLAC', 'k4', 'c05', 'BOCKSCAR', 'JLM', 'WRE', 'ENRiCH'])}"
    else:
        venue = ch(["Live_at_Wembley", "Live_in_Berlin", "Live_at_Glastonbury", "Live_at_Rock_Am_Ring", "Live_at_Pinkpop", "Live_in_Paris", "BBC_Sessions", "Live_at_Montreux"])
        t = f"{A}-{venue}-{ch(['(BOOTLEG)', 'SAT', 'DVBS', 'FM', 'CABLE', 'WEB', 'STREAM'])}-{ri(1990, 2025)}-{ch(['OMA', 'DRUM', 'PMV', 'WUS', 'BB', 'SO', 'MOD', 'C4'])}"
    if chance(0.1):
        t = tool_wrap(t, ext=ch([".rar", ".part1.rar", ".sfv", ".nfo", ".m3u", ".par2", ".r00"]))
    return t, grp("sounds.mp3", "sounds.mp3", "mp3", "sounds.mp3.complete_cd", "music.mp3", "sounds.mp3.full_albums",
                  "mp3.complete_cd", "boneless", "music")


@legit("music_flac")
def l_flac():
    a, al, y = ch(ALBUMS)
    r = R.random()
    if r < 0.22:
        t = f"{a} - {al} ({y}) [FLAC]"
    elif r < 0.36:
        t = f"{a} - {al} ({ri(y, 2025)}) [{ch(['24Bit-96kHz', '24Bit-192kHz', '24Bit-48kHz', '16Bit-44.1kHz'])}] FLAC [PMEDIA] {ch(['⭐️', '', ''])}".strip()
    elif r < 0.48:
        t = f"{a} - {al} [{y}] [{ch(['CD FLAC', 'FLAC+CUE+LOG', 'FLAC 16-44', 'Hi-Res 24-96', 'EAC-FLAC'])}]{ch([' {' + rnd(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') + ' ' + str(ri(100, 99999)) + '}', '', ' (Japan SHM-CD)', ' (MFSL)', ' (2011 Remaster)'])}"
    elif r < 0.58:
        t = f"({y}) {a} - {al} {ch(['[FLAC]', '[16B-44.1kHz]', '[24B-96kHz]', 'FLAC'])}"
    elif r < 0.68:
        t = f"{a} - {al} ({ch(['Deluxe Edition', 'Remastered', str(ri(2009, 2024)) + ' Remaster', 'Super Deluxe', '50th Anniversary', 'Expanded Edition'])}) {ch(['2CD', '3CD', '', '6CD Box'])} {ch(['FLAC', '[FLAC]', 'flac+cue'])}".replace("  ", " ")
    elif r < 0.76:
        t = f"{a} - {al} {ch(['(SACD ISO)', '[SACD-R ISO]', '(DSD64)', '[DSF]', '(MCH SACD)', '[Blu-ray Audio 24-96]'])}"
    elif r < 0.84:
        t = f"{a} - {al} ({y}) {ch(['Mp3 320kbps [PMEDIA]', '[MP3 320]', 'mp3@320', '[V0]', '(320 kbps)', 'MP3 256 iTunes'])}"
    elif r < 0.92:
        t = f"{a}{ch([' - Discography', ' - Studio Albums', ' - 3 Albums'])} {ri(1965, 2000)}-{ri(2001, 2024)} {ch(['[FLAC]', '(FLAC)', 'FLAC', '[MP3 320]'])}" if chance(0.3) else f"{a} – {al} ({y}) [WEB FLAC]"
    else:
        t = f"{unders(a)}_-_{unders(al)}_({y})_[FLAC]"
    if chance(0.1):
        t = tool_wrap(t, ext=ch([".flac", ".cue", ".log", ".part01.rar", ".par2", ".zip", ".7z"]))
    return t, grp("sounds.flac", "sounds.flac", "sounds.lossless", "music.flac", "sounds.lossless.24bit",
                  "lossless", "boneless", "multimedia")


@legit("vinyl_rip")
def l_vinyl():
    a, al, y = ch(ALBUMS)
    label = ch(["Harvest", "Columbia", "Atlantic", "Blue Note", "Impulse!", "EMI", "Parlophone", "Warner Bros.", "Island",
                "Polydor", "Verve", "Mercury", "Elektra", "Factory", "4AD", "Warp", "Rough Trade", "Sub Pop", "Def Jam"])
    r = R.random()
    if r < 0.2:
        t = f"{a} - {al} ({y}) [Vinyl] [FLAC {ch(['24-96', '24-192', '24-48', '16-44'])}]"
    elif r < 0.34:
        t = f"{a} - {al} (LP, {ch(['UK', 'US', 'German', 'Dutch', 'Japanese', 'EU', 'French'])} {ch(['pressing', 'press', 'reissue', 'original'])}, {ri(y, 2024) if chance(0.4) else y}) {ch(['24bit-96kHz', '24bit/192kHz', '24-96', 'FLAC'])}"
    elif r < 0.48:
        tt = ch(["Technics SL-1200MK2", "Rega Planar 3", "Pro-Ject Debut", "Thorens TD 160", "Linn LP12", "Dual 1219"])
        cart = ch(["Ortofon 2M Black", "Shure V15", "Audio-Technica AT-VM95E", "Denon DL-103", "Nagaoka MP-110"])
        t = f"{a} - {al} [{ch(['Vinyl Rip', 'LP Rip', 'VinylRip', 'needledrop'])} {ch(['24bit 96kHz', '24-192', '32-384'])}] {{{tt} - {cart}}}"
    elif r < 0.6:
        t = f"{unders(a)}-{unders(al)}-{ch(['VINYL', 'LP', '2LP', 'VLS', '(Reissue)-VINYL', 'REMASTERED-VINYL'])}-{ch(['FLAC', 'FLAC-24BIT-96KHZ', '24BIT-192KHZ'])}-{ri(y, 2025)}-{ch(['FATHEAD', 'PERFECT', 'VOLDiES', 'ROKKiT', 'FiH', 'k4', 'mwnd', 'WRE'])}"
    elif r < 0.72:
        t = f"{a} - {al} ({ch(['Original ' + str(y) + ' UK Pressing', '1st press', 'Original US pressing', 'German pressing', 'Japan OBI pressing', 'MFSL Half-Speed', 'Analogue Productions 45rpm'])}) {ch(['Needledrop', 'vinyl rip', '[24-96]', 'FLAC'])}"
    elif r < 0.82:
        t = f"{a} - {al} {ch(['[LP]', '(Vinyl)', '[VINYL]', '{Vinyl}'])} {ch(['[24B-96kHz]', '[16-44]', '(24bit)', ''])} {ch(['DSD', 'FLAC', 'flac', 'WavPack', 'ALAC'])}".replace("  ", " ")
    elif r < 0.9:
        t = f"{ch(['Shellac', '78rpm', '78 RPM'])} {ch(['transfers', 'rip', 'collection'])} - {ch(['Billie Holiday', 'Louis Armstrong', 'Django Reinhardt', 'Bessie Smith', 'Duke Ellington', 'Caruso', 'Robert Johnson'])} {ch(['1930s', '(1936-1941)', 'vol ' + str(ri(1, 9)), ''])} {ch(['[FLAC]', 'FLAC 24-96', '(my transfers)'])}".replace("  ", " ")
    else:
        t = f"{a} - {al} ({y}) {ch(['Vinyl', 'LP'])} {ch(['24-96', '24-192'])} {ch(['[TBB]', '[OBI]', '(Sealed Reissue)', '(RSD ' + str(ri(2015, 2025)) + ')'])}"
    if chance(0.08):
        t = tool_wrap(t, ext=ch([".flac", ".part01.rar", ".par2", ".7z.001"]))
    return t, grp("sounds.flac", "sounds.lossless", "sounds.lossless.24bit", "sounds.flac.vinyl", "music.flac",
                  "sounds.vinyl", "boneless")


TECH_BOOKS = [("OReilly", "Learning Python 6th Edition"), ("Packt", "Mastering Kubernetes"), ("Manning", "Rust in Action"),
              ("No Starch Press", "The Linux Command Line 2nd Edition"), ("Apress", "Pro C# 10 with NET 6"),
              ("Wiley", "CISSP All-in-One Exam Guide"), ("OReilly", "Designing Data-Intensive Applications"),
              ("Pragmatic Bookshelf", "Programming Elixir 1.6"), ("Addison-Wesley", "The C++ Programming Language"),
              ("Springer", "Pattern Recognition and Machine Learning"), ("MIT Press", "Deep Learning")]


@legit("ebook")
def l_ebook():
    a, b, y = ch(BOOKS)
    r = R.random()
    if r < 0.2:
        t = f"{a} - {b} ({y}) {ch(['[EPUB]', '(epub)', '[epub, mobi]', '[AZW3]', 'EPUB', '[Retail]'])}"
    elif r < 0.33:
        t = f"{b} by {a} {ch(['(epub, mobi, azw3)', 'EPUB', '[ePub]', '(retail epub)', '.epub', 'pdf'])}"
    elif r < 0.45:
        a2, ser, n0, b2 = ch([("Lee Child", "Jack Reacher", 28, "The Secret"), ("Brandon Sanderson", "Stormlight Archive", 5, "Wind and Truth"),
                              ("Terry Pratchett", "Discworld", 8, "Guards! Guards!"), ("Jo Nesbo", "Harry Hole", 13, "Killing Moon"),
                              ("Michael Connelly", "Bosch", 24, "Resurrection Walk"), ("James Patterson", "Alex Cross", 31, "Alex Cross Must Die"),
                              ("Robert Jordan", "Wheel of Time", 1, "The Eye of the World"), ("Iain M. Banks", "Culture", 1, "Consider Phlebas"),
                              ("Martha Wells", "Murderbot Diaries", 1, "All Systems Red"), ("Pierce Brown", "Red Rising", 1, "Red Rising"),
                              ("Matt Dinniman", "Dungeon Crawler Carl", 1, "Dungeon Crawler Carl"), ("Terry Pratchett", "Discworld", 13, "Small Gods")])
        t = f"{a2} - {ser} {n0:02d} - {b2}{ch(['.epub', ' (epub)', ' [retail]', ''])}"
    elif r < 0.55:
        p, tb = ch(TECH_BOOKS)
        t = f"{dots(p)}.{dots(tb)}.{ri(2015, 2025)}.{ch(['RETAIL.EPUB', 'RETAIL.ePub', 'PDF', 'RETAIL.PDF', 'EPUB'])}.eBook-{ch(['LiBRiCiDE', 'DDU', 'BitBook', 'GRiMM', 'iNTENSiTY', 'NTG', 'TLS', 'BooKeD'])}"
    elif r < 0.66:
        t = f"{b} - {a} ({y}, {ch(['Penguin', 'Tor Books', 'Orbit', 'Scribner', 'Knopf', 'HarperCollins', 'Gollancz', 'Vintage', 'Doubleday'])}) {ch(['[EPUB]', '- libgen.li', '[PDF]', 'epub'])}"
    elif r < 0.76:
        t = f"[{a}] {b} {ch(['(retail)', '(v5.0)', '(2nd ed)', '[EN]', ''])}".strip()
    elif r < 0.85:
        t = ch([f"{a} - {b} (German Edition) epub", f"{a} - {b} (NL) epub", f"{a} - {b} [FR] epub", f"{a} - {b} (ITA) epub",
                f"{a} - Sammelband {ri(1, 5)} - {b} (ePub)", f"{a} - {b} - Nederlandstalig [EPUB]", f"{a} - {b} (Edition francaise) [ePub]"])
    elif r < 0.93:
        t = f"{unders(a)}_-_{unders(b)}{ch(['.epub', '.mobi', '.azw3', '.pdf', '_retail.epub'])}"
    else:
        t = f"{a} - {b} {ch(['[EPUB][MOBI][AZW3]', '(Calibre)', '{ePub 3}', '[KF8]', 'Illustrated Edition [PDF]'])}"
    if chance(0.1):
        t = tool_wrap(t, ext=ch([".epub", ".zip", ".rar", ".par2", ".nzb"]))
    if "German" in t or "Sammelband" in t:
        return t, grp("e-book.german", "ebook.german", "e-book")
    if "eBook-" in t:
        return t, grp("e-book.technical", "e-book", "ebook")
    return t, grp("e-book", "e-book", "ebook", "e-book.flood", "e-books", "e-book.fantasy", "boneless")


COMICS = ["Batman", "Detective Comics", "Superman", "Action Comics", "Amazing Spider-Man", "Ultimate Spider-Man",
          "X-Men", "Uncanny X-Men", "Fantastic Four", "Daredevil", "Immortal Thor", "Absolute Batman", "Absolute Wonder Woman",
          "Saga", "Monstress", "Something is Killing the Children", "Transformers", "Minor Threats", "Invincible",
          "The Walking Dead Deluxe", "Hellboy and the BPRD", "Star Wars Darth Vader", "Teenage Mutant Ninja Turtles",
          "Green Lantern", "Nightwing", "Poison Ivy", "Venom", "Wolverine", "Conan the Barbarian", "2000 AD"]
MANGA = ["One Piece", "Chainsaw Man", "Jujutsu Kaisen", "Berserk", "Vagabond", "Kaiju No. 8", "Frieren Beyond Journeys End",
         "Spy x Family", "Dandadan", "Blue Lock", "Oshi no Ko", "Vinland Saga", "Dungeon Meshi", "Witch Hat Atelier"]
BD = [("Asterix", "Asterix aux jeux olympiques", 1968), ("Tintin", "Coke en stock", 1958), ("Lucky Luke", "Les Dalton", 1961),
      ("Blake et Mortimer", "La Marque jaune", 1956), ("Spirou et Fantasio", "Z comme Zorglub", 1961),
      ("Suske en Wiske", "De Texas Rakkers", 1960), ("Thorgal", "La Magicienne trahie", 1980),
      ("Blueberry", "Fort Navajo", 1965), ("XIII", "Le Jour du soleil noir", 1984), ("Les Schtroumpfs", "Le Schtroumpfissime", 1965)]


@legit("comics")
def l_comics():
    r = R.random()
    c = ch(COMICS)
    y = ri(2016, 2025)
    scan = ch(["Zone-Empire", "Son of Ultron-Empire", "The Last Kryptonian-DCP", "Glorith-HD", "digital-Empire",
               "Pyrate-DCP", "Mephisto-Empire", "Oroboros-DCP", "Minutemen-juggernaut", "BlackManta-Empire", "Shadowcat-Empire"])
    if r < 0.3:
        t = f"{c} {ri(1, 160):03d} ({y}) ({ch(['Digital', 'digital', 'Webrip', 'digital-Empire'])}) ({scan}){ch(['.cbr', '.cbz', ''])}"
    elif r < 0.42:
        t = f"{c} v{ri(1, 12):02d} - {ch(['Year One', 'The Long Halloween', 'Dark Knights', 'Origins', 'Endgame', 'Hush', 'Reborn', 'Legacy'])} ({y}) ({ch(['digital', 'Digital'])}) ({scan}).{ch(['cbr', 'cbz'])}"
    elif r < 0.52:
        t = f"{c} #{ri(1, 900)} ({y}){ch([' (2 covers)', ' (Webrip)', ' (c2c)', ''])} ({scan})"
    elif r < 0.62:
        m = ch(MANGA)
        t = f"{m} {ch(['v' + str(ri(1, 110)).zfill(2), 'v' + str(ri(1, 40)).zfill(3), '- Chapter ' + str(ri(1, 1150))])} ({ri(2012, 2025)}) ({ch(['Digital', 'digital', 'Digital-HD'])}) ({ch(['1r0n', 'LuCaZ', 'Stick', 'danke-Empire', 'Oak', 'anadius', 'XRA-Empire'])}).cbz"
    elif r < 0.72:
        s, tt, yy0 = ch(BD)
        t = f"{s} - {ri(1, 40):02d} - {tt} ({yy0}){ch([' FR', ' [FR]', ' NL', ''])}{ch(['.cbr', '.cbz', ' cbz', ''])}"
    elif r < 0.8:
        w = ri(1, 52)
        t = f"{ch(['0-Day Week of', '0-Day Comics Pack', 'DC Week+', 'Marvel Week+', 'Image Week'])} {y}.{ri(1, 12):02d}.{ri(1, 28):02d}{ch([' (Week ' + str(w) + ')', '', ' - ' + str(ri(40, 140)) + ' comics'])}"
    elif r < 0.9:
        t = f"{c} {ch(['Omnibus', 'Compendium', 'Deluxe Edition', 'Absolute Edition', 'TPB', 'HC'])} {ch(['Vol. ' + str(ri(1, 6)), 'Book ' + str(ri(1, 4)), ''])} ({y}) ({ch(['digital', 'Digital', 'Digital-HD'])}) ({scan})".replace("  ", " ")
    else:
        t = f"{ch(['2000 AD', 'Judge Dredd Megazine', 'The Beano', 'Fix und Foxi', 'Donald Duck', 'Spirou', 'Fluide Glacial', 'Topolino'])} {ch(['Prog ' + str(ri(2200, 2420)), str(ri(1, 3800)), 'No. ' + str(ri(1, 999)), '#' + str(ri(3000, 3600))])} ({y}) ({ch(['digital', 'scan', 'c2c', 'Digital'])})"
    if chance(0.08):
        t = tool_wrap(t, ext=ch([".cbr", ".cbz", ".par2"]))
    if ").cbz" in t and ("Chapter" in t or any(m in t for m in MANGA)):
        return t, grp("pictures.manga", "manga", "pictures.comics.dcp")
    if any(b[0] in t for b in BD) or "Spirou" in t or "Fluide" in t:
        return t, grp("comics.french", "pictures.comics.europe", "comics")
    return t, grp("pictures.comics.dcp", "comics.dcp", "pictures.comics.0day", "pictures.comics.complete",
                  "pictures.comics.reposts", "comics.reposts", "comics")


MAGS = ["National Geographic USA", "The Economist", "New Scientist", "Wired USA", "PC Gamer UK", "Linux Format",
        "Scientific American", "Rolling Stone USA", "The New Yorker", "Time International", "Mens Health UK",
        "Vogue UK", "Empire", "Total Film", "Classic Rock", "Mojo", "Uncut", "MacWorld", "MaximumPC", "Top Gear Magazine",
        "BBC Science Focus", "BBC History", "Practical Electronics", "Model Engineer", "Fine Woodworking",
        "c't Magazin", "Der Spiegel", "Die Zeit", "Stern", "Le Monde Diplomatique", "Paris Match", "Elsevier Weekblad",
        "Donald Duck Weekblad", "Focus Italia", "Muy Interesante", "PCWorld", "Computer Active", "Forbes USA",
        "Bloomberg Businessweek", "Harvard Business Review", "Sky at Night", "Astronomy", "Guitar World", "Car and Driver"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


@legit("magazines")
def l_mags():
    m = ch(MAGS)
    y, mo, d = date_parts(2012, 2025)
    r = R.random()
    if r < 0.24:
        t = f"{m} - {MONTHS[mo - 1]} {y}{ch(['', '.pdf', ' (True PDF)', ' [PDF]'])}"
    elif r < 0.4:
        t = f"{dots(m)}.{y}.{mo:02d}.{d:02d}.{ch(['PDF', 'TRUE.PDF', 'HYBRID.MAGAZiNE.eBook', 'RETAiL.eBook', 'MAGAZiNE.eBook'])}{ch(['', '-' + ch(['PRiNTER', 'SCENE', 'MAGAZiNE', 'NEWSDESK'])])}"
    elif r < 0.55:
        t = f"{m} - {ch(['Issue', 'No.', 'Nr.', 'Issue No.'])} {ri(1, 450)}, {y}{ch(['', ' (True PDF)', '.pdf'])}"
    elif r < 0.68:
        t = f"{m} {ch(['-', '–', ''])} {d} {MONTHS[mo - 1]} {y} {ch(['[TRUE PDF]', '(PDF)', '', 'Digital Edition'])}".replace("  ", " ").strip()
    elif r < 0.78:
        mg = ch(["c't Magazin", "Der Spiegel", "Die Zeit", "Stern", "Focus", "Computer Bild", "Auto Motor und Sport", "Kicker"])
        t = f"{mg} Nr.{ri(1, 52):02d} vom {d:02d}.{mo:02d}.{y}{ch(['', ' (PDF)', ' - German'])}" if chance(0.7) else f"{m} {mo:02d}.{y}"
    elif r < 0.88:
        t = f"{m} {ch(['Special Edition', 'Collectors Edition', 'Annual', 'Holiday Special', 'Guide', 'Bookazine'])} {y}{ch(['', ' - ' + ch(['The Beatles', 'Space', 'Linux Tips', 'World War II', 'Ancient Egypt', 'Cooking'])])}"
    else:
        t = f"{unders(m)}_{y}{mo:02d}{ch(['', str(d).zfill(2)])}.pdf"
    if chance(0.07):
        t = tool_wrap(t, ext=ch([".pdf", ".rar", ".par2"]))
    if " vom " in t:
        return t, grp("e-book.german", "mags", "magazines")
    return t, grp("mags", "magazines", "e-book.magazines", "e-book", "e-book.flood", "ebook", "pictures.magazines",
                  "boneless")


NARRATORS = ["Stephen Fry", "Jim Dale", "Ray Porter", "Kate Reading", "Michael Kramer", "Scott Brick", "R. C. Bray",
             "Jeff Hays", "Simon Vance", "Rosamund Pike", "Andy Serkis", "Frank Muller", "Julia Whelan", "Will Patton",
             "Dick Hill", "Davina Porter", "Rufus Beck", "David Nathan", "Wolfgang Pampel", "Anna Thalbach"]


@legit("audiobooks")
def l_audiobooks():
    a, b, y = ch(BOOKS)
    n = ch(NARRATORS)
    r = R.random()
    if r < 0.2:
        t = f"{a} - {b} ({ch(['Unabridged', 'unabridged', 'Abridged'])}) [{ch(['MP3 64kbps', 'MP3 128kbps', 'M4B', 'MP3 VBR', 'AAC 64'])}]"
    elif r < 0.35:
        t = f"{a} - {b} - {ch(['Read by', 'read by', 'Narrated by', 'narr.'])} {n}{ch([' [M4B]', ' (MP3)', ' 128k', ''])}"
    elif r < 0.48:
        t = f"{b} by {a}, narrated by {n} ({ri(y, 2025)}){ch([' 64k', ' [m4b]', ' Audible', ''])}"
    elif r < 0.6:
        t = f"{a} - {b} ({n}) {ri(y, 2025)} {ch(['M4B', 'mp3', '64kbps', ''])}".strip()
    elif r < 0.7:
        t = ch([f"Hoerbuch: {a} - {b} (gelesen von {n}) ungekuerzt", f"{a} - {b} - Hoerbuch - ungekuerzt [MP3]",
                f"Luisterboek: {a} - {b} (NL)", f"{a} - {b} (Livre audio) [MP3]", f"{a} - {b} (Audiolibro) [MP3]",
                f"{a} - {b} (Audiobook ITA)"])
    elif r < 0.8:
        t = f"[{ch(['Audiobook', 'AUDIOBOOK', 'ABook', 'Audio'])}] {a} - {b}{ch(['', ' [MP3]', ' (' + n + ')', ' {' + str(ri(8, 40)) + 'h}'])}"
    elif r < 0.88:
        t = ch([f"BBC Radio 4 - {b} (Full Cast Dramatisation)", f"{b} - BBC Radio Drama ({ri(1975, 2015)})",
                f"The Holy Bible KJV - Read by {ch(['Alexander Scourby', 'David Suchet', 'Max McLean'])} [MP3]",
                f"{a} - {b} - GraphicAudio Full Cast Part {ri(1, 4)}", f"Hitchhikers Guide to the Galaxy - Radio Series {ri(1, 6)} (BBC)",
                f"{b} [Dramatised] {ch(['BBC Audio', 'Audible Original'])}"])
    else:
        t = f"{unders(a)}-{unders(b)}-{ch(['UNABRIDGED', 'AUDIOBOOK', 'ABRIDGED'])}-{ch(['WEB', 'CD', 'MP3'])}-{ch(['ENG', 'EN', 'DE'])}-{ri(y, 2025)}-{ch(['BitBook', 'DDU', 'NTG', 'LiBRiCiDE', 'XL'])}"
    if chance(0.1):
        t = tool_wrap(t, ext=ch([".m4b", ".mp3", ".part01.rar", ".par2", ".zip"]))
    return t, grp("audiobooks", "sounds.audiobooks", "mp3.audiobooks", "audiobooks.repost", "sounds.audiobooks.repost",
                  "e-book.audio", "sounds.radio.bbc", "hoerbuecher", "boneless")


@legit("software")
def l_software():
    n, v = ch(SOFTWARE)
    r = R.random()
    if r < 0.45:
        t = soft_release()
    elif r < 0.6:
        lv = ch(["ubuntu-24.04.1-desktop-amd64.iso", "ubuntu-22.04.4-live-server-amd64.iso", "debian-12.5.0-amd64-DVD-1.iso",
                 "Fedora-Workstation-Live-x86_64-40-1.14.iso", "linuxmint-21.3-cinnamon-64bit.iso", "archlinux-2024.04.01-x86_64.iso",
                 "openSUSE-Tumbleweed-DVD-x86_64-Current.iso", "kali-linux-2024.1-installer-amd64.iso", "FreeBSD-14.0-RELEASE-amd64-dvd1.iso",
                 "Rocky-9.3-x86_64-dvd.iso", "manjaro-kde-23.1.3-240113-linux66.iso", "TrueNAS-SCALE-24.04.0.iso",
                 "proxmox-ve_8.1-2.iso", "pfSense-CE-2.7.2-RELEASE-amd64.iso", "Win11_23H2_EnglishInternational_x64v2.iso",
                 "en-us_windows_server_2022_x64_dvd_620d7eac.iso"])
        t = lv
    elif r < 0.72:
        t = f"{ch(['Windows 11 Pro', 'Windows 11 AIO', 'Windows 10 Pro', 'Windows 11 Enterprise', 'Windows Server 2022'])} {ch(['23H2', '24H2', '22H2', '21H2'])} {ch(['Build 22631.' + str(ri(2000, 4500)), '26100.' + str(ri(1000, 2500)), ''])} {ch(['x64', '(x64)', 'x64 en-US', 'Multilanguage'])} {ch([MONTHS[ri(0, 11)] + ' ' + str(ri(2022, 2025)), 'Pre-Activated', '{Gen2}', ''])}".replace("  ", " ").strip()
    elif r < 0.84:
        t = f"{n} {v} {ch(['Portable', 'Multilingual', '(x64)', 'for macOS', 'WiN/MAC', 'Retail'])}{ch(['', ' [ChingLiu]', ' [4realtorrentz]', ' [CracksNow]', ' - SeuPirate'])}"
    elif r < 0.92:
        t = f"{dots(n)}.v{v}.{ch(['WiN', 'MAC', 'WiN.MAC', 'LINUX', 'x64'])}{ch(['.Incl.Patch', '.Incl.Keygen', '.REPACK', '.Update.Only', ''])}-{ch(['R2R', 'VR', 'TCD', 'BTCR', 'AMPED', 'XFORCE', 'MORiA', 'ACiD', 'AudioUTOPiA'])}"
    else:
        t = f"{unders(n)}_{v.replace('.', '_')}_{ch(['x64', 'win64', 'setup', 'macos_universal'])}.{ch(['zip', 'rar', '7z', 'dmg', 'iso'])}"
    if chance(0.12):
        t = tool_wrap(t, ext=ch([".iso", ".part01.rar", ".rar", ".par2", ".nfo", ".7z.001", ".zip"]))
    return t, grp("warez", "warez", "warez.ibm-pc.0-day", "cd.image", "cd.image.linux", "apps.mac", "mac.applications",
                  "warez.0-day", "boneless", "audio.warez", "iso")


@legit("games")
def l_games():
    r = R.random()
    if r < 0.62:
        t = game_release()
    elif r < 0.76:
        t = ch([f"{ch(['Super Mario World', 'The Legend of Zelda - A Link to the Past', 'Chrono Trigger', 'Sonic the Hedgehog 2', 'Street Fighter II Turbo', 'Super Metroid', 'Final Fantasy VI', 'EarthBound'])} ({ch(['USA', 'Europe', 'Japan', 'USA, Europe'])}){ch(['.sfc', '.smc', '.md', '.zip', '.7z', ''])}",
                f"{ch(['Metal Gear Solid', 'Final Fantasy VII', 'Gran Turismo 2', 'Castlevania - Symphony of the Night', 'Silent Hill', 'Crash Bandicoot'])} ({ch(['USA', 'Europe', 'Japan'])}) ({ch(['Disc 1', 'Disc 2', 'v1.1', 'En,Fr,De'])}).{ch(['chd', 'bin', 'cue', '7z'])}",
                f"{ch(['Halo 3', 'Gears of War 2', 'Forza Horizon', 'Fable II'])} {ch(['XBOX360-COMPLEX', 'XBOX360-STRANGE', 'XBOX360-SPARE', 'PAL XBOX360-iMARS'])}".replace(" XBOX", ".XBOX").replace(" PAL", ".PAL")])
    elif r < 0.88:
        g = ch(GAMES)
        t = f"{g} {ch(['v1.0.' + str(ri(1, 50)), 'Build ' + str(ri(10000000, 19999999)), 'Update ' + str(ri(1, 12)), '+ ' + str(ri(2, 12)) + ' DLCs'])} {ch(['(GOG)', '[GOG]', 'MULTi' + str(ri(5, 14)), '- Portable', '[Repack]', '(Linux)', '[MacOS]'])}"
    else:
        g = ch(GAMES)
        t = f"{dots(g)}.{ch(['Update.v', 'Patch.v', 'Hotfix.v'])}{ri(1, 2)}.{ri(0, 9)}.{ri(0, 30)}{ch(['', '.incl.DLC', '.Build.' + str(ri(1000000, 9999999))])}-{ch(GAME_GRPS)}"
    if chance(0.12):
        t = tool_wrap(t, ext=ch([".iso", ".part001.rar", ".rar", ".par2", ".nfo", ".nsp", ".7z.001"]))
    return t, game_group(t)


def game_group(t):
    if any(k in t for k in ("NSW", ".nsp", "[NSP]", ".xci", "Switch")):
        return grp("games.nintendo-switch", "nintendo.switch", "games")
    if any(k in t for k in ("PS4", "PS5", "PKG")):
        return grp("console.ps4", "games.playstation", "games")
    if "PS3" in t:
        return grp("console.ps3", "games")
    if "XBOX360" in t:
        return grp("games.xbox360", "xbox360", "games")
    if any(k in t for k in (".sfc", ".smc", ".md", ".chd", ".bin", ".cue", "(USA)", "(Europe)", "(Japan)")):
        return grp("emulators.nintendo", "emulators.playstation", "roms", "emulators.misc")
    return grp("games", "games", "cd.image", "warez", "cd.image.games", "games.pc")


def kind_group(kind, t):
    if kind == "game":
        return game_group(t)
    return grp(*KIND_GROUPS[kind])


TEAMS_NFL = ["Chiefs", "Eagles", "Lions", "49ers", "Bills", "Ravens", "Cowboys", "Packers", "Bengals", "Dolphins", "Steelers", "Vikings"]
TEAMS_EPL = ["Arsenal", "Chelsea", "Liverpool", "Man.City", "Man.United", "Tottenham", "Newcastle", "Aston.Villa", "Brighton", "West.Ham"]
TEAMS_NBA = ["Lakers", "Celtics", "Warriors", "Nuggets", "Bucks", "Knicks", "Heat", "Suns", "Mavericks", "76ers", "Thunder"]
F1_GP = ["Bahrain", "Saudi.Arabia", "Australia", "Japan", "China", "Miami", "Emilia.Romagna", "Monaco", "Canada", "Spain",
         "Austria", "Great.Britain", "Hungary", "Belgium", "Netherlands", "Italy", "Singapore", "USA", "Mexico", "Brazil", "Abu.Dhabi"]


@legit("sports")
def l_sports():
    y, mo, d = date_parts(2015, 2025)
    r = R.random()
    sg = ch(["VERUM", "HEEL", "DARKSPORT", "SPORTSNET", "ACES", "WEB", "TWERK", "NOOK", "SiTV", "MWND", "PRiCKLE", "HDTV"])
    if r < 0.14:
        a, b = R.sample(TEAMS_NFL, 2)
        t = f"NFL.{y}.{ch(['Week.' + str(ri(1, 18)).zfill(2), 'Wildcard', 'Divisional', 'Championship', str(mo).zfill(2) + '.' + str(d).zfill(2)])}.{a}.vs.{b}.{ch(['720p', '1080p'])}.{ch(['WEB', 'HDTV', 'WEB-DL'])}.{ch(['h264', 'x264', 'H264'])}-{sg}"
    elif r < 0.28:
        gp = ch(F1_GP)
        t = ch([f"Formula1.{y}.Round{ri(1, 24):02d}.{gp}.{ch(['Race', 'Qualifying', 'Sprint', 'Practice.One', 'Practice.Two'])}.{ch(['SkyF1HD', 'SkyF1UHD', 'F1TV', 'Sky.Sports.F1'])}.{ch(['1080p', '2160p', '1080P50'])}",
                f"F1.{y}.R{ri(1, 24):02d}.{gp}.Grand.Prix.{ch(['Race', 'Qualifying'])}.{ch(['1080p', '720p'])}.WEB.h264-{sg}",
                f"MotoGP.{y}.Round{ri(1, 20):02d}.{ch(['Qatar', 'Portugal', 'Americas', 'Spain', 'France', 'Mugello', 'Assen', 'Sachsenring', 'Silverstone', 'Misano', 'Phillip.Island', 'Valencia'])}.{ch(['Race', 'Qualifying', 'Sprint'])}.{ch(['BTSportHD', 'TNTSportsHD', 'DAZN'])}.1080p"])
    elif r < 0.42:
        a, b = R.sample(TEAMS_EPL, 2)
        t = ch([f"EPL.{y}.{mo:02d}.{d:02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{sg}",
                f"Premier.League.{y}.{str(y + 1)[2:]}.Matchday.{ri(1, 38):02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB'])}.x264-{sg}",
                f"Match.of.the.Day.{y}.{mo:02d}.{d:02d}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'iP.WEB-DL'])}.{ch(['x264', 'AAC2.0.H.264'])}-{ch(['ACES', 'WEBTiFUL', 'TWERK'])}"])
    elif r < 0.54:
        a, b = R.sample(TEAMS_NBA, 2)
        t = ch([f"NBA.{y}.{mo:02d}.{d:02d}.{a}.vs.{b}.{ch(['720p', '1080p'])}.WEB.h264-{sg}",
                f"NBA.{ch(['Finals', 'Playoffs.R1', 'Conference.Finals'])}.{y}.Game.{ri(1, 7)}.{a}.vs.{b}.{ch(['720p', '1080p'])}.{ch(['WEB', 'HDTV'])}.x264-{sg}"])
    elif r < 0.66:
        t = ch([f"UFC.{ri(250, 315)}.{ch(['Prelims', 'Early.Prelims', 'PPV', ''])}.{ch(['1080p', '720p'])}.WEB.h264-{sg}".replace("..", "."),
                f"UFC.Fight.Night.{ri(200, 260)}.{ch(['Prelims', 'Main.Card'])}.{ch(['1080p', '720p'])}.WEB.h264-{sg}",
                f"WWE.{ch(['Raw', 'SmackDown', 'NXT', 'WrestleMania.' + str(ri(35, 41)), 'Royal.Rumble.' + str(y), 'SummerSlam.' + str(y)])}.{y}.{mo:02d}.{d:02d}.{ch(['1080p', '720p'])}.{ch(['WEB', 'HDTV'])}.h264-{ch(['HEEL', 'Star', 'NWCHD', 'WH'])}",
                f"AEW.{ch(['Dynamite', 'Collision', 'Rampage'])}.{y}.{mo:02d}.{d:02d}.{ch(['1080p', '720p'])}.WEB.h264-HEEL"])
    elif r < 0.76:
        t = ch([f"Tour.de.France.{y}.Stage.{ri(1, 21):02d}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB'])}.x264-{sg}",
                f"Wimbledon.{y}.{ch(['Mens', 'Womens'])}.{ch(['Final', 'Semi.Final', 'QF'])}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB'])}.x264-{sg}",
                f"Cricket.{ch(['The.Ashes', 'IPL', 'Test.Series', 'T20.World.Cup'])}.{y}.{ch(['Day.' + str(ri(1, 5)), 'Match.' + str(ri(1, 70)), 'Final'])}.{ch(['720p', '1080p'])}.{ch(['HDTV', 'WEB'])}.x264-{sg}",
                f"Six.Nations.{y}.{ch(['England', 'France', 'Ireland', 'Wales', 'Scotland', 'Italy'])}.vs.{ch(['England', 'France', 'Ireland', 'Wales', 'Scotland', 'Italy'])}.1080p.HDTV.x264-{sg}"])
    elif r < 0.88:
        t = ch([f"Bundesliga.{y}.{str(y + 1)[2:]}.{ri(1, 34)}.Spieltag.{ch(['Bayern', 'Dortmund', 'Leverkusen', 'Leipzig', 'Stuttgart'])}.vs.{ch(['Freiburg', 'Wolfsburg', 'Union.Berlin', 'Mainz', 'Frankfurt'])}.GERMAN.{ch(['720p', '1080p'])}.WEB.h264-{ch(['SAUERKRAUT', 'SPORTiVE', 'BUNDESLiGA'])}",
                f"Eredivisie {y}-{y + 1} {ch(['Ajax', 'PSV', 'Feyenoord', 'AZ', 'FC Twente'])} - {ch(['Utrecht', 'Heerenveen', 'Vitesse', 'NEC', 'Sparta'])} {ch(['1080p', '720p'])} {ch(['ESPN', 'NOS'])}",
                f"Serie.A.{y}.{str(y + 1)[2:]}.{ch(['Inter', 'Milan', 'Juventus', 'Napoli', 'Roma'])}.vs.{ch(['Lazio', 'Atalanta', 'Fiorentina', 'Torino', 'Bologna'])}.ITALIAN.1080p.WEB.h264-{sg}",
                f"UEFA.Champions.League.{y}.{str(y + 1)[2:]}.{ch(['Final', 'Semi.Final.Leg.1', 'Quarter.Final.Leg.2', 'Round.of.16'])}.{ch(['Real.Madrid', 'Bayern', 'Man.City', 'PSG', 'Inter'])}.vs.{ch(['Dortmund', 'Arsenal', 'Barcelona', 'Atletico', 'Benfica'])}.{ch(['1080p', '720p'])}.{ch(['WEB', 'HDTV'])}.h264-{sg}"])
    else:
        lg, ta, tb = ch([("NHL", ["Rangers", "Bruins", "Oilers", "Avalanche"], ["Maple.Leafs", "Penguins", "Flames", "Canadiens"]),
                         ("MLB", ["Yankees", "Dodgers", "Red.Sox", "Braves"], ["Mets", "Giants", "Cubs", "Astros"]),
                         ("MLS", ["LA.Galaxy", "Inter.Miami", "LAFC", "Seattle.Sounders"], ["NYCFC", "Atlanta.United", "Columbus.Crew", "Portland.Timbers"]),
                         ("NCAAF", ["Michigan", "Alabama", "Texas", "Oregon"], ["Ohio.State", "Georgia", "Notre.Dame", "USC"]),
                         ("NCAAB", ["Duke", "Kansas", "UConn", "Purdue"], ["UNC", "Kentucky", "Gonzaga", "Houston"])])
        t = f"{lg}.{y}.{mo:02d}.{d:02d}.{ch(ta)}.vs.{ch(tb)}.{ch(['720p', '1080p'])}.WEB.h264-{sg}"
    if chance(0.1):
        t = tool_wrap(t)
    return t, grp("sports", "multimedia.sports", "multimedia.sports.soccer", "hdtv", "hdtv.x264", "sports.football",
                  "multimedia.wrestling", "teevee", "boneless", "sport")


DAILY = ["The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert", "Late.Night.with.Seth.Meyers",
         "The.Tonight.Show.Starring.Jimmy.Fallon", "Real.Time.with.Bill.Maher", "The.Graham.Norton.Show",
         "Have.I.Got.News.for.You", "QI", "Jeopardy", "Wheel.of.Fortune", "The.View", "Coronation.Street", "EastEnders",
         "Emmerdale", "Neighbours", "Home.and.Away", "Hollyoaks", "Countdown", "Pointless", "The.Kelly.Clarkson.Show",
         "Gutfeld", "Watch.What.Happens.Live", "The.Drew.Barrymore.Show", "Good.Morning.America", "60.Minutes",
         "Saturday.Night.Live", "Question.Time", "Newsnight", "The.Chase", "University.Challenge"]


@legit("daily_shows")
def l_daily():
    y, mo, d = date_parts(2015, 2025)
    s = ch(DAILY)
    guest = person()
    r = R.random()
    if r < 0.45:
        gpart = ("." + dots(guest)) if chance(0.45) and s in ("The.Daily.Show", "Jimmy.Kimmel.Live", "The.Late.Show.with.Stephen.Colbert",
                                                             "Late.Night.with.Seth.Meyers", "The.Tonight.Show.Starring.Jimmy.Fallon",
                                                             "The.Kelly.Clarkson.Show", "The.Drew.Barrymore.Show", "Watch.What.Happens.Live") else ""
        t = f"{s}.{y}.{mo:02d}.{d:02d}{gpart}.{ch(['720p', '1080p', '480p'])}.{ch(['WEB', 'HDTV', 'WEB-DL', 'iP.WEB-DL', 'AMZN.WEB-DL', 'PCOK.WEB-DL'])}.{ch(['h264', 'x264', 'H264', 'x265'])}-{ch(['EDITH', 'JEBAITED', 'TRUMP', 'BAE', 'NTb', 'KOGi', 'SPiRiT', 'PLUTONiUM', 'ORGANiC', 'NGP', 'DARKFLiX', 'TViLLAGE', 'WEBTiFUL', 'SUNSCREEN'])}"
    elif r < 0.6:
        t = f"{s}.S{ri(20, 60):02d}E{ri(1, 200):03d}.{ch(['720p', '1080p'])}.{ch(['WEB', 'HDTV'])}.{ch(['h264', 'x264'])}-{ch(TV_GRPS)}"
    elif r < 0.72:
        t = ch([f"Last.Week.Tonight.with.John.Oliver.S{ri(1, 12):02d}E{ri(1, 30):02d}.{ch(['720p', '1080p'])}.{ch(['WEB', 'AMZN.WEB-DL', 'HMAX.WEB-DL'])}.{ch(['h264', 'DDP5.1.H.264'])}-{ch(TV_GRPS)}",
                f"GZSZ.Folge.{ri(7000, 8300)}.GERMAN.{ch(['720p', '1080p'])}.WEB.h264-{ch(['GERTv', 'TVNATiON', 'DUNNO'])}",
                f"Goede.Tijden.Slechte.Tijden.S{ri(30, 35)}E{ri(1, 200):03d}.DUTCH.{ch(['720p', '1080p'])}.WEB.h264-{ch(['DDF', 'NLKIDS', 'SHOWTiME'])}",
                f"Tagesschau {ch(['20 Uhr', '20.00 Uhr'])} vom {d:02d}.{mo:02d}.{y}",
                f"Journal de 20h TF1 du {d:02d}.{mo:02d}.{y}", f"NOS Journaal 20 uur {d:02d}-{mo:02d}-{y}",
                f"Rote.Rosen.Folge.{ri(3000, 4200)}.GERMAN.720p.WEB.h264-{ch(['GERTv', 'TVNATiON'])}",
                f"Sturm.der.Liebe.Folge.{ri(3500, 4400)}.GERMAN.1080p.WEB.h264-{ch(['GERTv', 'TVNATiON'])}"])
    elif r < 0.84:
        sp = s.replace(".", " ")
        t = f"{sp} {ch(['-', ''])} {y}-{mo:02d}-{d:02d} {ch(['', '- ' + guest, '[720p]', '(1080p)', 'HDTV'])}".replace("  ", " ").strip()
    else:
        t = f"{s.lower()}.{y}.{mo:02d}.{d:02d}.{ch(['hdtv', '720p.hdtv', 'web'])}.{ch(['x264', 'xvid', 'h264'])}-{ch(['2hd', 'fqm', 'w4f', 'lol', 'sorny', 'crooks', 'uaw', 'batv'])}"
    if chance(0.1):
        t = tool_wrap(t)
    if "GERMAN" in t or "Tagesschau" in t:
        return t, grp("hdtv.german", "german.tv", "teevee")
    if "DUTCH" in t or "NOS " in t:
        return t, grp("nl", "dutch.tv", "teevee")
    if "TF1" in t:
        return t, grp("tv.french", "teevee", "multimedia")
    return t, grp("teevee", "hdtv", "hdtv.x264", "multimedia", "tv", "boneless", "uk.tv", "multimedia.tv")


XXX_STUDIOS = ["Brazzers", "RealityKings", "BangBros", "Vixen", "Tushy", "Blacked", "Deeper", "NaughtyAmerica",
               "PrivateClassics", "DorcelClub", "Babes", "DigitalPlayground", "Twistys", "EvilAngel", "Wicked",
               "MetArt", "X-Art", "NubileFilms", "PureTaboo", "Girlsway", "LetsDoeIt", "Hegre", "21Sextury",
               "MofosNetwork", "TeamSkeet", "SexArt", "JulesJordan", "ManyVids", "FakeTaxi", "PublicAgent"]
XXX_FIRST = ["Mia", "Lena", "Aria", "Vanna", "Kira", "Lexi", "Alina", "Nikki", "Gina", "Riley", "Jade", "Eva", "Luna",
             "Sybil", "Tina", "Vera", "Lola", "Ivy", "Scarlett", "Angel", "Sasha", "Emily", "Anya", "Rita"]
XXX_LAST = ["Rose", "Lane", "Storm", "Bella", "Blue", "Fox", "Reid", "Black", "Diamond", "Stone", "Sky", "Knight",
            "Monroe", "Valentine", "Wilde", "Kane", "Star", "Vega", "Moon", "Grey", "Hart", "Lovely", "Noir", "Dee"]
XXX_WORDS = ["Hot Afternoon", "Lust in Paris", "Private Session", "The Audition", "Office Affair", "Poolside",
             "Room Service", "Morning Glory", "Between Us", "Secret Desires", "Summer Heat", "Night Shift",
             "Strictly Business", "Red Velvet", "Seduction", "Deep Focus", "After Hours", "The Tutor"]


def xxx_name():
    return f"{ch(XXX_FIRST)} {ch(XXX_LAST)}"


@legit("xxx_scene")
def l_xxx():
    st = ch(XXX_STUDIOS)
    y, mo, d = date_parts(2014, 2025)
    p1 = xxx_name()
    r = R.random()
    g = ch(["XXX-WRB", "XXX-KTR", "XXX-P2P", "XXX-YAPG", "XXX-VBT", "XXX-SEXORS", "XXX-GAYME", "XXX-iNTERNAL", "XXX-NBQ"])
    if r < 0.38:
        extra = ("." + dots(xxx_name())) if chance(0.25) else ""
        t = f"{st}.{str(y)[2:]}.{mo:02d}.{d:02d}.{dots(p1)}{extra}{('.' + dots(ch(XXX_WORDS))) if chance(0.3) else ''}.{ch(['XXX.1080p', 'XXX.2160p', 'XXX.720p', 'XXX.480p', 'XXX.SD'])}.{ch(['MP4', 'HEVC.x265', 'MP4'])}-{g.split('-')[1]}"
    elif r < 0.52:
        t = f"[{st}] {p1} - {ch(XXX_WORDS)} ({y}){ch([' 1080p', ' [1080p]', ' (2160p)', ''])}"
    elif r < 0.64:
        t = f"{st} - {p1} - {ch(XXX_WORDS)} ({d:02d}.{mo:02d}.{y}) {ch(['[1080p]', '[720p]', '[4K]', '1080p'])}"
    elif r < 0.74:
        t = f"{st}.com_{str(y)[2:]}.{mo:02d}.{d:02d}.{dots(p1)}.XXX.{ch(['480p', '720p', '1080p'])}.MP4-{ch(['XXX', 'KTR', 'P2P'])}"
    elif r < 0.84:
        t = f"{dots(ch(['Anal Angels', 'Lust Unlimited', 'Private Gold', 'Girls Night Out', 'Office Temptations', 'Dirty Wives Club', 'Bride Stories', 'Secretaries']))}.{ch(['', str(ri(2, 40)) + '.'])}XXX.{ch(['DVDRip.x264', '720p.WEBRip.MP4', '1080p.WEBRip.MP4', 'DVDRiP.XviD'])}-{ch(['Pr0nStarS', 'KTR', 'GAPE', 'JiZZ', 'WRB', 'iNTERNAL'])}".replace("..", ".")
    elif r < 0.92:
        t = f"{st} {ch(['SiteRip', 'Site Rip', 'MegaPack', 'Collection'])} {ch([str(y), str(ri(2010, 2018)) + '-' + str(ri(2019, 2025))])} {ch(['(' + str(ri(50, 900)) + ' scenes)', '1080p', '[part ' + str(ri(1, 30)) + ']'])}"
    else:
        t = f"{st}_{p1.replace(' ', '_')}_{ch(['1080p', '720p', '4k'])}.mp4"
    if chance(0.08):
        t = tool_wrap(t)
    return t, grp("erotica", "erotica", "multimedia.erotica", "mom", "pictures.erotica", "erotica.hd", "multimedia.erotica.amateur",
                  "erotica.divx", "boneless", "ath")


FOREIGN = [
    # (title, year, lang, series)
    ("Der Schuh des Manitu", 2001, "GERMAN", 0), ("Das Boot", 1981, "GERMAN", 0), ("Lola rennt", 1998, "GERMAN", 0),
    ("Good Bye Lenin", 2003, "GERMAN", 0), ("Das Leben der Anderen", 2006, "GERMAN", 0), ("Im Westen nichts Neues", 2022, "GERMAN", 0),
    ("Toni Erdmann", 2016, "GERMAN", 0), ("Der Untergang", 2004, "GERMAN", 0), ("Systemsprenger", 2019, "GERMAN", 0),
    ("Babylon Berlin", 2017, "GERMAN", 1), ("Tatort", 1970, "GERMAN", 1), ("Kleo", 2022, "GERMAN", 1), ("Der Tatortreiniger", 2011, "GERMAN", 1),
    ("Le Fabuleux Destin d'Amelie Poulain", 2001, "FRENCH", 0), ("Intouchables", 2011, "FRENCH", 0),
    ("Bienvenue chez les Ch'tis", 2008, "FRENCH", 0), ("La Haine", 1995, "FRENCH", 0), ("Le Diner de cons", 1998, "FRENCH", 0),
    ("Le Comte de Monte-Cristo", 2024, "FRENCH", 0), ("Anatomie d'une chute", 2023, "FRENCH", 0), ("Bac Nord", 2020, "FRENCH", 0),
    ("Lupin", 2021, "FRENCH", 1), ("Le Bureau des Legendes", 2015, "FRENCH", 1), ("Kaamelott", 2005, "FRENCH", 1),
    ("La vita e bella", 1997, "iTALiAN", 0), ("Il Postino", 1994, "iTALiAN", 0), ("La grande bellezza", 2013, "iTALiAN", 0),
    ("Perfetti sconosciuti", 2016, "iTALiAN", 0), ("Nuovo Cinema Paradiso", 1988, "iTALiAN", 0), ("C'e ancora domani", 2023, "iTALiAN", 0),
    ("Io Capitano", 2023, "iTALiAN", 0), ("Gomorra La Serie", 2014, "iTALiAN", 1), ("Suburra", 2017, "iTALiAN", 1),
    ("L'amica geniale", 2018, "iTALiAN", 1), ("Il commissario Montalbano", 1999, "iTALiAN", 1),
    ("El laberinto del fauno", 2006, "SPANiSH", 0), ("Ocho apellidos vascos", 2014, "SPANiSH", 0), ("Relatos salvajes", 2014, "SPANiSH", 0),
    ("El hoyo", 2019, "SPANiSH", 0), ("Mar adentro", 2004, "SPANiSH", 0), ("La sociedad de la nieve", 2023, "SPANiSH", 0),
    ("La casa de papel", 2017, "SPANiSH", 1), ("Elite", 2018, "SPANiSH", 1), ("El Ministerio del Tiempo", 2015, "SPANiSH", 1),
    ("Soldaat van Oranje", 1977, "DUTCH", 0), ("Flodder", 1986, "DUTCH", 0), ("Zwartboek", 2006, "DUTCH", 0), ("Turks Fruit", 1973, "DUTCH", 0),
    ("De Lift", 1983, "DUTCH", 0), ("Alles is Liefde", 2007, "DUTCH", 0), ("Undercover", 2019, "DUTCH", 1), ("Penoza", 2010, "DUTCH", 1),
    ("Flikken Maastricht", 2007, "DUTCH", 1), ("Baantjer", 1995, "DUTCH", 1), ("De Luizenmoeder", 2018, "DUTCH", 1), ("Mocro Maffia", 2018, "DUTCH", 1),
    ("Jagten", 2012, "DANiSH", 0), ("Festen", 1998, "DANiSH", 0), ("Druk", 2020, "DANiSH", 0), ("Forbrydelsen", 2007, "DANiSH", 1),
    ("Borgen", 2010, "DANiSH", 1), ("Riget", 1994, "DANiSH", 1), ("Bron Broen", 2011, "SWEDiSH", 1), ("Wallander", 2005, "SWEDiSH", 1),
    ("Ondskan", 2003, "SWEDiSH", 0), ("Lat den ratte komma in", 2008, "SWEDiSH", 0), ("En man som heter Ove", 2015, "SWEDiSH", 0),
    ("Lilyhammer", 2012, "NORWEGiAN", 1), ("Kon-Tiki", 2012, "NORWEGiAN", 0), ("Trolljegeren", 2010, "NORWEGiAN", 0),
    ("Tuntematon sotilas", 2017, "FiNNiSH", 0), ("Kuolleet lehdet", 2023, "FiNNiSH", 0), ("Sisu", 2022, "FiNNiSH", 0),
    ("Dzien swira", 2002, "POLiSH", 0), ("Kler", 2018, "POLiSH", 0), ("Seksmisja", 1984, "POLiSH", 0), ("Boze Cialo", 2019, "POLiSH", 0),
    ("Znachor", 2023, "POLiSH", 0), ("Rojst", 2018, "POLiSH", 1),
    ("Cidade de Deus", 2002, "PORTUGUESE", 0), ("Tropa de Elite", 2007, "PORTUGUESE", 0), ("Ainda Estou Aqui", 2024, "PORTUGUESE", 0),
    ("Saul fia", 2015, "HUNGARiAN", 0), ("Testrol es lelekrol", 2017, "HUNGARiAN", 0), ("Kontroll", 2003, "HUNGARiAN", 0),
    ("Kolja", 1996, "CZECH", 0), ("Pelisky", 1999, "CZECH", 0), ("Vesnicko ma strediskova", 1985, "CZECH", 0),
    ("Kis Uykusu", 2014, "TURKiSH", 0), ("Babam ve Oglum", 2005, "TURKiSH", 0), ("Ahlat Agaci", 2018, "TURKiSH", 0),
]
LANG_TAGS = {"GERMAN": ["GERMAN.DL", "GERMAN", "German.DL", "GERMAN.DUBBED.DL", "GERMAN.AC3.DL"],
             "FRENCH": ["FRENCH", "MULTi.VFF", "MULTi.TRUEFRENCH", "VOSTFR", "MULTi.VF2", "TRUEFRENCH"],
             "iTALiAN": ["iTALiAN", "iTA.ENG", "iTALiAN.MD", "ITA"], "SPANiSH": ["SPANiSH", "CASTELLANO", "SPANISH.LATINO", "MULTi.SPANiSH"],
             "DUTCH": ["DUTCH", "NL", "DUTCH.NLSUBS"], "DANiSH": ["DANiSH", "NORDiC", "DKsubs"], "SWEDiSH": ["SWEDiSH", "NORDiC"],
             "NORWEGiAN": ["NORWEGiAN", "NORDiC"], "FiNNiSH": ["FiNNiSH", "NORDiC"], "POLiSH": ["POLiSH", "PL", "PLDUB", "PLSUB"],
             "PORTUGUESE": ["PORTUGUESE", "PT-BR", "DUAL.AUDIO.PT-BR"], "HUNGARiAN": ["HUNGARiAN", "HUN"], "CZECH": ["CZECH", "CZ"],
             "TURKiSH": ["TURKiSH", "TR"]}
LANG_PLAIN = {"GERMAN": ["German AC3 720p", "German DL 1080p", "[GER] 1080p"], "FRENCH": ["VFF 1080p", "Truefrench 1080p", "FRENCH HDLight 1080p", "VOSTFR"],
              "iTALiAN": ["[ITA-ENG] 1080p", "ITA AC3 720p", "[iTA] HDTV"], "SPANiSH": ["Dual Audio Latino 1080p", "Castellano 1080p", "[Espanol]"],
              "DUTCH": ["NL Gesproken 1080p", "Nederlands Gesproken DVDRip", "[1080p] [NLsubs]"], "DANiSH": ["Dansk Tale 1080p", "[DK] 720p"],
              "SWEDiSH": ["Svenskt tal 1080p", "[SWE] 720p"], "NORWEGiAN": ["Norsk tale 1080p", "[NOR] 720p"], "FiNNiSH": ["Suomi 1080p", "[FIN] 720p"],
              "POLiSH": ["720p Lektor PL", "Dubbing PL 1080p", "[PL] 1080p"], "PORTUGUESE": ["Dublado 1080p", "Nacional 1080p"],
              "HUNGARiAN": ["HUN 1080p", "Magyar szinkron 720p"], "CZECH": ["CZ dabing", "CZ titulky 1080p"], "TURKiSH": ["Turkce 1080p", "[TR] 720p"]}
LANG_GRPS = {"GERMAN": ["DETAiLS", "ENCOUNTERS", "SAUERKRAUT", "VoDTv", "KiNOWELT", "MOViEiT", "FiDELiO", "ROCKEFELLER", "SONS", "UNiVERSUM", "TVP", "AOE"],
             "FRENCH": ["FW", "SUPPLY", "FRATERNiTY", "LAZARUS", "MiLLENiUM", "ULYSSE", "NoTag", "EXTREME", "HDLiGHT"],
             "iTALiAN": ["iDN_CreW", "MeM", "DNA", "NAHOM", "LFi", "Ai"], "SPANiSH": ["HDO", "MiXED", "ZeTa", "NOGRP", "ESP"],
             "DUTCH": ["NLU002", "DDF", "SHOWTiME", "TRiCKY", "NiNJA"], "POLiSH": ["PLSUB", "MAXiM", "NINE", "FLAME", "AG"],
             "PORTUGUESE": ["LAPUMiA", "AMBERSTREAM", "BRiNK"], "HUNGARiAN": ["HUN", "FULCRUM", "NOGRP"], "CZECH": ["CZ", "NOGRP", "BLUDY"],
             "TURKiSH": ["TR", "NOGRP"]}
NORDIC_GRPS = ["NORDiCHD", "SCANDiCA", "DKiDS", "NHH", "TiDE", "WiNNiNG", "NORViNE"]


@legit("foreign_language_release")
def l_foreign():
    ti, y, lang, series = ch(FOREIGN)
    n = dots(ti)
    ep = f".S{ri(1, 5):02d}E{ri(1, 10):02d}" if series else f".{y}"
    grps = LANG_GRPS.get(lang, NORDIC_GRPS)
    r = R.random()
    if r < 0.5:
        t = f"{n}{ep}.{ch(LANG_TAGS[lang])}.{ch(['720p', '1080p', '1080p', '2160p'])}.{ch(['BluRay', 'WEB', 'WEB-DL', 'HDTV', 'BDRip'])}.{ch(['x264', 'x265', 'h264', 'H264'])}-{ch(grps)}"
    elif r < 0.64:
        t = f"{ti} {'S' + str(ri(1, 4)).zfill(2) if series else '(' + str(y) + ')'} {ch(LANG_PLAIN[lang])}"
    elif r < 0.78:
        t = f"{ti}{ep.replace('.', ' ')} {ch(['1080p', '720p'])} {ch(['WEB-DL', 'BluRay', 'HDTV'])} {ch(['AAC', 'AC3', 'DDP5.1', 'DTS'])} {ch(['x264', 'H264', 'HEVC'])} {ch(['[ENG subs]', '[Multi-Subs]', '(Original Audio)', ''])}".strip()
    elif r < 0.9:
        t = f"{n}{ep}.{ch(LANG_TAGS[lang])}.{ch(['DVDRiP', 'DVDRip', 'PDTV', 'SATRiP'])}.XviD-{ch(grps)}"
    else:
        t = f"{n}{ep}.{ch(LANG_TAGS[lang])}.{ch(['COMPLETE.BLURAY', 'PAL.DVDR', 'DVDR', 'MULTi.COMPLETE.BLURAY'])}-{ch(grps)}"
    if chance(0.1):
        t = tool_wrap(t)
    gm = {"GERMAN": ("german.movies", "hdtv.german", "movies.german", "german.hd"), "FRENCH": ("movies.french", "dvd.french", "hdtv.french", "french-tv"),
          "iTALiAN": ("multimedia.italian", "movies.italian", "dvd.italian"), "SPANiSH": ("movies.spanish", "hdtv.spanish", "dvd.spanish"),
          "DUTCH": ("nl", "dutch.movies", "hdtv.nl", "dvd.nl"), "POLiSH": ("pl.multimedia", "movies.polish"), "CZECH": ("multimedia.czech", "movies"),
          "PORTUGUESE": ("movies.portuguese", "multimedia.brazil"), "HUNGARiAN": ("movies.hungarian", "hun-movies"),
          "TURKiSH": ("movies.turkish", "multimedia")}
    return t, grp(*gm.get(lang, ("movies.nordic", "nordic.hdtv", "hdtv.nordic", "multimedia.scandinavian")))


NONLATIN = [
    # (title, year, lang, english alias or "", series)
    ("Брат 2", 2000, "ru", "Brother 2", 0), ("Ирония судьбы, или С лёгким паром!", 1975, "ru", "The Irony of Fate", 0),
    ("Москва слезам не верит", 1979, "ru", "Moscow Does Not Believe in Tears", 0), ("Сталкер", 1979, "ru", "Stalker", 0),
    ("Слово пацана. Кровь на асфальте", 2023, "ru", "", 1), ("Мастер и Маргарита", 2024, "ru", "The Master and Margarita", 0),
    ("Кавказская пленница", 1967, "ru", "Kidnapping, Caucasian Style", 0), ("Кин-дза-дза!", 1986, "ru", "Kin-dza-dza!", 0),
    ("Тени забытых предков", 1965, "uk", "Shadows of Forgotten Ancestors", 0), ("Жуки", 2019, "ru", "", 1), ("Территория", 2020, "ru", "", 1),
    ("千と千尋の神隠し", 2001, "ja", "Spirited Away", 0), ("君の名は。", 2016, "ja", "Your Name", 0), ("ゴジラ-1.0", 2023, "ja", "Godzilla Minus One", 0),
    ("七人の侍", 1954, "ja", "Seven Samurai", 0), ("葬送のフリーレン", 2023, "ja", "Frieren", 1), ("進撃の巨人", 2013, "ja", "Attack on Titan", 1),
    ("霸王别姬", 1993, "zh", "Farewell My Concubine", 0), ("流浪地球2", 2023, "zh", "The Wandering Earth II", 0), ("三体", 2023, "zh", "Three-Body", 1),
    ("花样年华", 2000, "zh", "In the Mood for Love", 0), ("卧虎藏龙", 2000, "zh", "Crouching Tiger, Hidden Dragon", 0), ("甄嬛传", 2011, "zh", "Empresses in the Palace", 1),
    ("기생충", 2019, "ko", "Parasite", 0), ("올드보이", 2003, "ko", "Oldboy", 0), ("오징어 게임", 2021, "ko", "Squid Game", 1),
    ("더 글로리", 2022, "ko", "The Glory", 1), ("눈물의 여왕", 2024, "ko", "Queen of Tears", 1),
    ("الرسالة", 1976, "ar", "The Message", 0), ("وجدة", 2012, "ar", "Wadjda", 0), ("جدایی نادر از سیمین", 2011, "fa", "A Separation", 0),
    ("Ο Ζορμπάς", 1964, "el", "Zorba the Greek", 0), ("Κυνόδοντας", 2009, "el", "Dogtooth", 0), ("שטיסל", 2013, "he", "Shtisel", 1),
    ("פאודה", 2015, "he", "Fauda", 1), ("दंगल", 2016, "hi", "Dangal", 0), ("शोले", 1975, "hi", "Sholay", 0), ("3 इडियट्स", 2009, "hi", "3 Idiots", 0),
    ("ஜெய் பீம்", 2021, "ta", "Jai Bhim", 0), ("พี่มาก..พระโขนง", 2013, "th", "Pee Mak", 0), ("Тајне", 2020, "sr", "", 1),
    ("Под игото", 1952, "bg", "Under the Yoke", 0), ("ლურჯი მთები", 1983, "ka", "Blue Mountains", 0),
]
NL_TAG = {"ru": "[RUS]", "uk": "[UKR]", "ja": "[JPN]", "zh": "[CHS]", "ko": "[KOR]", "ar": "[ARA]", "fa": "[PER]", "el": "[GRE]",
          "he": "[HEB]", "hi": "[HIN]", "ta": "[TAM]", "th": "[THA]", "sr": "[SRB]", "bg": "[BUL]", "ka": "[GEO]"}
MUSIC_NL = [("宇多田ヒカル", "BADモード", 2022), ("米津玄師", "STRAY SHEEP", 2020), ("YOASOBI", "THE BOOK", 2021),
            ("周杰伦", "范特西", 2001), ("王菲", "唱游", 1998), ("방탄소년단", "화양연화 pt.1", 2015), ("아이유", "Palette", 2017),
            ("Кино", "Группа крови", 1988), ("ДДТ", "Это всё...", 1994), ("Земфира", "Бордерлайн", 2021),
            ("Сплин", "Гранатовый альбом", 1998), ("فيروز", "وحدن", 1979), ("أم كلثوم", "انت عمري", 1964),
            ("Μάνος Χατζιδάκις", "Ο Μεγάλος Ερωτικός", 1972), ("椎名林檎", "無罪モラトリアム", 1999)]


@legit("non_latin_script")
def l_nonlatin():
    r = R.random()
    if r < 0.72:
        ti, y, lg, alias, series = ch(NONLATIN)
        if series and chance(0.6):
            if lg in ("ru", "uk", "sr", "bg"):
                t = f"{ti} ({y}) {ch(['сезон ' + str(ri(1, 3)), 'Сезон ' + str(ri(1, 3)) + ', серии 1-' + str(ri(6, 16)), 'серия ' + str(ri(1, 16)), 'S01 WEB-DL 1080p'])}{ch(['', ' | ' + ch(['LostFilm', 'HDrezka', 'NewStudio', 'Кубик в Кубе'])])}"
            elif lg == "ja":
                t = f"[{ch(['アニメ', 'TV', 'ドラマ'])}] {ti} 第{ri(1, 28):02d}話 ({ch(['1920x1080 x264 AAC', 'BS11 1280x720', 'AT-X 1920x1080'])})"
            elif lg == "zh":
                t = f"{ti} 第{ri(1, 40):02d}集 {ch(['4K', '1080p', 'WEB-DL', '[中字]'])}"
            elif lg == "ko":
                t = f"{ti} {ch(['시즌 1', 'E' + str(ri(1, 16)).zfill(2), str(ri(1, 16)) + '화'])} {ch(['1080p', '720p', 'WEB-DL'])} {ch(['', '[KOR]', '[ENG SUB]'])}".strip()
            else:
                t = f"{ti} S{ri(1, 4):02d}E{ri(1, 12):02d} {ch(['1080p', '720p'])} {ch(['WEB-DL', 'HDTV'])} {NL_TAG[lg]}"
        elif alias and chance(0.35):
            t = f"{ti} / {alias} ({y}) {ch(['BDRip 1080p', '[1080p]', 'WEB-DL 720p', '2160p UHD', 'DVDRip'])}{ch(['', ' ' + NL_TAG[lg], ' [ENG SUB]'])}"
        elif chance(0.5):
            t = f"{ti} ({y}) {ch(['BDRip 1080p', 'WEB-DL 1080p', 'BDRip 720p', 'DVDRip', 'HDTVRip', 'WEB-DLRip', 'Blu-Ray Remux'])}{ch(['', ' | D', ' | P', ' [MVO]', ' [Lossless]', ' ' + NL_TAG[lg]])}"
        else:
            t = f"{ti} {ch(['(' + str(y) + ')', str(y), '[' + str(y) + ']'])} {ch(['1080p', '720p', 'WEB-DL', 'BluRay', 'HDRip', 'DVDRip x264'])} {ch([NL_TAG[lg], '[ENG SUB]', ''])}".strip()
    else:
        a, al, y = ch(MUSIC_NL)
        lg = "music"
        t = ch([f"{a} - {al} ({y}) [FLAC]", f"{a} - {al} [{y}] FLAC", f"{a} - {al} ({y}) MP3 320", f"[{y}] {a} - {al} [24bit-96kHz]",
                f"{a} - {al} ({y}) [CD-Rip FLAC+CUE]", f"{a} – {al} (Vinyl, {y}) 24-96"])
    if chance(0.08):
        t = tool_wrap(t, ext=ch([".mkv", ".part01.rar", ".par2", ".rar"]) if lg != "music" else ch([".flac", ".rar", ".par2"]))
    if lg == "music":
        return t, grp("sounds.flac", "sounds.mp3", "sounds.lossless", "sounds.mp3.world", "boneless")
    if lg == "ja":
        return t, grp("multimedia.anime", "anime", "multimedia.japanese", "boneless")
    if lg in ("ru", "uk", "sr", "bg", "ka"):
        return t, grp("movies.russian", "multimedia.russian", "boneless", "movies")
    if lg == "ko":
        return t, grp("multimedia.korean", "korean", "boneless")
    if lg == "zh":
        return t, grp("multimedia.chinese", "movies.chinese", "boneless", "multimedia.asian")
    if lg in ("hi", "ta"):
        return t, grp("movies.bollywood", "multimedia.indian", "boneless")
    return t, grp("multimedia", "boneless", "movies", "movies.foreign", "movies.world")


@legit("request_fill")
def l_request_fill():
    rel, kind = bait_title_k()
    if chance(0.15):
        a, b, y = ch(BOOKS)
        rel, kind = f"{a} - {b} ({y}) [EPUB]", "book"
    num = ri(100, 99999)
    r = R.random()
    if r < 0.2:
        t = f"{ch(['REQ', 'Req', 'REQ#', 'req'])} {num} - {rel}"
    elif r < 0.32:
        t = f"{ch(['Fill:', 'FILL:', '[Fill]', 'Filled:', 'FILL -'])} {rel}{ch(['', ' (for ' + ch(FIRST) + ')', ' - enjoy', ' - as requested'])}"
    elif r < 0.44:
        t = f"{ch(['REPOST:', 'Repost:', '[REPOST]', 'RePost -', 'Re-Post:', '[ReUp]', 'REUP:'])} {rel}{ch(['', ' (new pars)', ' - complete this time', ' [full]'])}"
    elif r < 0.58:
        chan = {"movie": ["moovee", "hdtv.x264", "inner-sanctum"], "tv": ["teevee", "hdtv", "inner-sanctum"], "music": ["mp3", "sounds.flac", "inner-sanctum"],
                "book": ["ebook", "e-book"], "game": ["games", "games.wii", "console.ps3"], "soft": ["warez", "cd.image"]}[kind]
        t = f"[{num}]-[FULL]-[#a.b.{ch(chan)}@EFNet]-[ {rel} ]-[{ri(1, 60):02d}/{ri(60, 99)}] - \"{rel.lower() if chance(0.5) else rel}.{ch(['nfo', 'sfv', 'par2', 'r00', 'rar', 'part01.rar'])}\" yEnc ({ri(1, 9)}/{ri(10, 150)})"
    elif r < 0.68:
        t = f"{ch(['Requested:', 'As requested:', 'Request fill -', 'Per request:', 'For the requester:'])} {rel}"
    elif r < 0.78:
        t = f"{ch(['Auf Wunsch:', 'Op verzoek:', 'Sur demande :', 'Su richiesta:', 'A pedido:', 'Na zyczenie:'])} {rel}"
    elif r < 0.88:
        t = f"{ch(['REQ:', '[REQ]'])} {rel} {ch(['- FILLED', '[FILLED]', '(filled)', '- Fill', '*FILLED*'])}"
    else:
        t = f"{rel} {ch(['[REQ ' + str(num) + ']', '(REPOST)', '[repost]', '- ReUp', '[req fill]', '{REQ#' + str(num) + '}'])}"
    return t, kind_group(kind, t) if chance(0.7) else grp("inner-sanctum", "moovee", "teevee", "multimedia", "boneless", "cores")


@legit("obfuscated_upload")
def l_obfuscated():
    r = R.random()
    if r < 0.16:
        t = hexs(ch([32, 32, 40, 16, 24, 64]))
    elif r < 0.3:
        t = rnd(ri(12, 40))
    elif r < 0.42:
        t = f"{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"
    elif r < 0.54:
        base = ch([hexs(32), rnd(ri(14, 30)), rnd(ri(10, 20), "abcdefghijklmnopqrstuvwxyz0123456789")])
        t = base + ch([".mkv", ".part01.rar", ".part001.rar", ".rar", ".r00", ".7z.001", ".par2", ".vol00+01.par2", ".mp4", ".zip", ".bin", ".iso", ".nfo"])
    elif r < 0.7:
        base = ch([hexs(32), rnd(ri(16, 32)), rnd(ri(10, 20), "abcdefghijklmnopqrstuvwxyz0123456789")])
        t = tool_wrap(base, style=ch(["nyuu", "ngpost", "plain", "nyuu", "ngpost"]))
        if chance(0.3):
            n = ri(2, 99)
            t = f'[{ri(1, n)}/{n}] - "{base}" yEnc ({ri(1, 100)}/{ri(100, 999)})'
    elif r < 0.8:
        rel = ch([movie_release(), tv_release(), tv_release(), music_release()])
        t = f"{rel}{ch(['-Obfuscated', '-Obfuscated', '-xpost', '-Scrambled', '-AsRequested', '-postbot', '-BUYMORE', '-Rakuv', '-RakuvFIN', '-WhiteRev', '-Chamele0n'])}"
    elif r < 0.9:
        t = f"{rnd(ri(20, 34), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}{ch(['', '', ' - ' + rnd(6), ' [' + str(ri(1, 40)) + '/' + str(ri(40, 90)) + ']'])}"
    else:
        t = ch([f"{hexs(40)}.{ch(['mkv', 'mp4', 'avi'])}", f"{rnd(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}.{rnd(3, 'abcdefghijklmnopqrstuvwxyz')}",
                f"{ri(1000000000, 9999999999)}", f"{hexs(12)}_{hexs(12)}", f"{rnd(6).upper()}-{rnd(6).upper()}-{rnd(6).upper()}"])
    return t, grp("boneless", "boneless", "mom", "misc", "multimedia", "cores", "bloaf", "ath", "fz", "tun", "frogs", "town",
                  "usenet-space-cowboys", "ghosts", "b4e", "dc", "superman", "u-4all", "hou", "alt", "etc", "chello", "kenpsx")


@legit("tool_counter_subject")
def l_tool_counter():
    rel, kind = bait_title_k()
    if chance(0.2):
        rel = ch([f"{a} - {b}" for a, b, _ in BOOKS]) + ch([" [EPUB]", " (M4B)", ""])
        kind = "book"
    files = ri(5, 160)
    i = ri(1, files)
    parts = ri(1, 400)
    p = ri(1, parts)
    w = len(str(files))
    media = {"movie": ".mkv", "tv": ".mkv", "music": ".flac" if " " in rel else ".mp3", "book": ".epub", "game": ".iso", "soft": ".iso"}.get(kind, ".bin")
    fn = rel + ch([f".part{i:0{max(2, w)}d}.rar", ".par2", f".vol{ri(0, 127):03d}+{ri(1, 64):02d}.par2", ".nfo", ".sfv", f".r{ri(0, 99):02d}", f".7z.{i:03d}", ".rar", ".nzb", media, ".zip"])
    r = R.random()
    if r < 0.16:
        t = f'[{i:0{w}d}/{files}] - "{fn}" yEnc ({p}/{parts}) {ri(50000, 999999999)}'
    elif r < 0.3:
        t = f'{rel} [{i:02d}/{files:02d}] - "{fn}" yEnc ({p}/{parts})'
    elif r < 0.42:
        t = f'{rel} - [{i:02d}/{files:02d}] - "{fn}" yEnc ({p}/{parts})'
    elif r < 0.52:
        t = f'"{fn}" yEnc ({p}/{parts})'
    elif r < 0.62:
        t = f'({ch(["????", "PRiVATE", "Collection", "My upload", "Repost", "Weekly"])}) [{i}/{files}] - "{fn}" - {ri(1, 999)}.{ri(0, 99):02d} {ch(["MB", "KB", "GB"])} yEnc ({p}/{parts})'
    elif r < 0.72:
        t = f'{rel} - File {i} of {files} - "{fn}" yEnc ({p}/{parts})'
    elif r < 0.8:
        t = f'[{ch(["PRiVATE", "ABC", "NZB", "FULL"])}]-[{rel}]-[{i}/{files}] "{fn}" yEnc ({p}/{parts})'
    elif r < 0.88:
        t = f'{rel} "{fn}" yEnc ({p}/{parts}) [{i}/{files}]'
    elif r < 0.94:
        t = f'Re: {rel} - "{fn}" yEnc ({p}/{parts})'.replace("Re: ", ch(["", "Posted by GoPostStuff: ", "[ngPost] ", ""]))
    else:
        t = f'{rel} ({i}/{files}) "{fn}" {ri(1, 999)} KB yEnc'
    return t, kind_group(kind, t) if chance(0.75) else grp("boneless", "multimedia", "mom", "cores", "misc")


@legit("collections")
def l_collections():
    r = R.random()
    if r < 0.16:
        a, al, y = ch(ALBUMS)
        t = ch([f"{a} - Discography {ri(1960, 1995)}-{ri(2000, 2024)} [{ch(['FLAC', 'MP3 320', 'FLAC 24-96', 'Hi-Res'])}]",
                f"{a} - The Complete Studio Albums ({ri(1990, 2024)} Remasters) {ri(6, 24)}CD {ch(['FLAC', 'Box Set FLAC', 'MP3'])}",
                f"{a} - {ch(['Collection', 'Box Set', 'Anthology', 'The Singles', 'Complete Works'])} ({ri(1965, 2024)}) {ri(2, 30)}CD {ch(['[FLAC]', 'FLAC+CUE', '[MP3]'])}",
                f"{unders(a)}-Discography-{ri(1965, 1995)}-{ri(2000, 2024)}-{ch(['FLAC', 'MP3'])}-{ch(['PERFECT', 'MOONSHINE', 'NOGRP', 'iNT'])}"])
    elif r < 0.3:
        y, mo, d = date_parts(2012, 2025)
        t = ch([f"Billboard Hot 100 Singles Chart ({d:02d}-{MONTHS[mo - 1]}-{y}) Mp3 320kbps [PMEDIA]",
                f"UK Top 40 Singles Chart {y}-{mo:02d}-{d:02d}", f"VA - Now That's What I Call Music! {ri(60, 118)} ({y})",
                f"VA - Ultimate {ch(['80s', '90s', '70s', 'Dance', 'Rock', 'Disco', 'Reggae'])} ({ri(2, 5)}CD) ({y})",
                f"Top {ch(['100', '200', '500'])} {ch(['Dance Hits', 'Rock Anthems', 'Classical Masterpieces', 'Country Songs', 'Schlager', 'Nederpop'])} {y}",
                f"VA-{ch(['Top_40', 'Single_Top_100', 'Dance_Charts', 'Club_Charts'])}-{y}-{ch(['KW', 'WEEK'])}{ri(1, 52):02d}-{ch(['MOD', 'iNT', 'WEB', 'MP3'])}"])
    elif r < 0.46:
        t = ch([f"James Bond 007 Collection 1962-{ri(2015, 2021)} {ch(['1080p BluRay x264', '2160p UHD BluRay', '720p BRRip', 'DVDRip XviD'])}",
                f"Star Wars {ch(['Complete Saga', 'Skywalker Saga', 'Episode I-IX'])} {ch(['1080p', '2160p', '720p'])} {ch(['BluRay', 'Disney+ WEB-DL'])} {ch(['x264', 'x265 HDR', 'HEVC'])}",
                f"Studio Ghibli Collection ({ri(1984, 1986)}-{ri(2013, 2023)}) {ch(['1080p BluRay', 'BDRip 1080p Dual Audio', '720p'])}",
                f"The.Lord.of.the.Rings.Trilogy.{ch(['EXTENDED', 'Extended.Edition', 'Theatrical'])}.{ch(['2160p.UHD.BluRay', '1080p.BluRay', '720p.BRRip'])}.{ch(['x265', 'x264', 'HEVC'])}-{ch(['SPARKS', 'FraMeSToR', 'ROVERS', 'NOGRP'])}",
                f"Harry Potter {ch(['1-8', 'Complete Collection', 'Complete 8-Film Collection'])} ({ch(['2001-2011', '2160p', '1080p'])}) {ch(['BluRay', 'WEB-DL'])} {ch(['x265', 'x264', 'Dual Audio'])}",
                f"{ch(['Alfred Hitchcock', 'Stanley Kubrick', 'Akira Kurosawa', 'Ingmar Bergman', 'Christopher Nolan', 'Wes Anderson', 'David Lynch', 'Sergio Leone'])} {ch(['Collection', 'Filmography', 'Box Set', 'Complete Works'])} {ch(['1080p', 'BluRay', 'DVDRip', '(' + str(ri(8, 25)) + ' films)'])}",
                f"Criterion Collection {ch(['Pack', 'Spine', 'Box'])} {ri(1, 1200)} {ch(['1080p BluRay', 'DVD9', 'BDRip'])}",
                f"{ch(['Pixar', 'Marvel Cinematic Universe', 'Fast and Furious', 'Mission Impossible', 'Alien', 'Indiana Jones', 'Rocky', 'Die Hard'])} {ch(['Collection', 'Complete Collection', 'Anthology', 'Phase 1-4'])} {ch(['1080p', '2160p', '720p'])} {ch(['BluRay', 'WEB-DL', 'BRRip'])}"])
    elif r < 0.6:
        t = ch([f"{ch(['Stephen King', 'Agatha Christie', 'Terry Pratchett', 'Isaac Asimov', 'Philip K. Dick', 'Lee Child', 'Jules Verne', 'Arthur Conan Doyle'])} - {ch(['Collection of', 'Complete', 'Bibliography -', 'Omnibus -'])} {ri(20, 90)} {ch(['Novels', 'books', 'Works'])} {ch(['[EPUB]', '(epub)', '(epub, mobi)', '[PDF]', ''])}".strip(),
                f"{ch(['Discworld', 'Sherlock Holmes', 'Hercule Poirot', 'Jack Reacher', 'Wheel of Time', 'Dune', 'Foundation', 'Culture'])} {ch(['Complete Series', 'Complete Collection', 'Books 1-' + str(ri(5, 41))])} {ch(['(epub)', '[EPUB]', 'epub+mobi', ''])}".strip(),
                f"{ri(100, 5000)} {ch(['Classic Novels', 'Science Fiction Books', 'Cookbooks', 'Programming eBooks', 'Dutch eBooks', 'German eBooks'])} {ch(['Collection', 'Pack', 'Mega Pack'])} {ch(['[EPUB]', '(PDF)', ''])}".strip(),
                f"Magazine Pack - {MONTHS[ri(0, 11)]} {ri(2015, 2025)} ({ri(50, 400)} titles)", f"{ch(MAGS)} - {ri(2010, 2024)} Full Year Collection",
                f"National Geographic {ri(1888, 1950)}-{ri(2000, 2024)} Complete Archive {ch(['(DVD ISO)', '[PDF]', ''])}".strip()])
    elif r < 0.72:
        t = ch([f"{ch(['Sega Mega Drive', 'SNES', 'NES', 'Game Boy Advance', 'PlayStation', 'Nintendo 64', 'Atari 2600', 'Neo Geo'])} {ch(['No-Intro ROM Set', 'Complete ROM Set', 'Redump Set', 'Collection'])} ({ri(2019, 2025)}{ch(['', '-' + str(ri(1, 12)).zfill(2) + '-' + str(ri(1, 28)).zfill(2)])})",
                f"MAME 0.{ri(200, 272)} ROMs ({ch(['merged', 'non-merged', 'split'])})", f"TOSEC {ch(['Commodore 64', 'Amiga', 'ZX Spectrum', 'Atari ST', 'MSX'])} {ch(['Games', 'Collection'])} ({ri(2016, 2024)}-{ri(1, 12):02d}-{ri(1, 28):02d})",
                f"{ch(['Nintendo Switch', 'PC', 'PS4', 'GOG'])} {ch(['Indie Pack', 'Game Pack', 'Collection', 'Classics Pack'])} {ri(1, 40)}",
                f"{ch(['Asterix', 'Tintin', 'Lucky Luke', 'Suske en Wiske', 'Spirou'])} - {ch(['Collection complete', 'Integrale', 'Complete collectie', 'Alle albums'])} ({ri(20, 380)} albums) {ch(['FR', 'NL', 'cbr', ''])}".strip(),
                f"{ch(['The Walking Dead', 'Saga', 'Preacher', 'Sandman', 'Hellboy', 'Invincible'])} {ch(['001-' + str(ri(60, 193)), 'Complete', 'Vol 1-' + str(ri(10, 32))])} ({ch(['Digital', 'digital', 'Complete Series'])})"])
    elif r < 0.86:
        show, ns = ch(SHOWS)
        t = ch([f"{show} - The Complete Series (Seasons 1-{ns}) {ch(['1080p', '720p', 'DVDRip', 'BluRay 1080p x265'])}",
                f"{dots(show)}.S01-S{ns:02d}.{ch(['COMPLETE', 'Complete.Series'])}.{ch(['1080p', '720p'])}.{ch(['BluRay', 'WEB-DL', 'AMZN.WEB-DL'])}.{ch(['x264', 'x265', 'H264'])}-{ch(TV_GRPS + ['NOGRP', 'MIXED'])}",
                f"{ch(['Looney Tunes Golden Collection', 'Tom and Jerry Spotlight Collection', 'Monty Pythons Flying Circus', 'Fawlty Towers', 'Blackadder', 'The Twilight Zone', 'Star Trek TOS'])} {ch(['Vol 1-6', 'Complete', 'Box Set', 'Seasons 1-5'])} {ch(['DVDRip', 'DVD9', '1080p BluRay', 'Remastered'])}",
                f"{ch(['Harry Potter', 'Discworld', 'Sherlock Holmes', 'Lord of the Rings', 'Hitchhikers Guide'])} {ch(['Complete Audiobook Collection', 'Audiobooks 1-7', 'Full Cast Audio Collection'])} - {ch(NARRATORS)} {ch(['[MP3]', '(M4B)', ''])}".strip()])
    else:
        comp = ch(["Bach", "Mozart", "Beethoven", "Brahms", "Chopin", "Mahler", "Haydn", "Schubert", "Tchaikovsky", "Vivaldi"])
        t = ch([f"{comp} - {ch(['Complete Edition', 'Complete Works', 'The Complete Symphonies', 'Edition'])} ({ch(['Brilliant Classics', 'Deutsche Grammophon', 'Decca', 'Warner Classics', 'Sony Classical'])}) {ri(5, 170)}CD {ch(['FLAC', '[FLAC]', 'APE+CUE', 'MP3'])}",
                f"{ch(['Blue Note', 'Motown', 'Stax', 'Chess', 'Verve', 'ECM', 'Trojan', 'Sun Records'])} {ch(['Story', 'Box Set', 'Collection', 'Singles Collection'])} {ch(['Vol. ' + str(ri(1, 12)), str(ri(1950, 2010)) + '-' + str(ri(1970, 2020)), ''])} {ch(['[FLAC]', 'MP3 320', '(' + str(ri(4, 50)) + 'CD)'])}".replace("  ", " ")])
    if chance(0.1):
        t = tool_wrap(t)
    tl = t.lower()
    if any(k in tl for k in ("epub", "novel", "books", "magazine", "archive", "pdf", "full year")):
        return t, grp("e-book", "e-book.flood", "ebook", "e-books", "mags")
    if any(k in tl for k in ("rom", "mame", "tosec", "game pack", "indie pack", "classics pack")):
        return t, grp("games", "emulators.misc", "roms", "cd.image")
    if any(k in tl for k in ("albums)", "digital", "collectie", "integrale", "complete collection (", "001-")) and "ghibli" not in tl:
        return t, grp("pictures.comics.complete", "comics.dcp", "pictures.comics.dcp")
    if any(k in tl for k in ("flac", "mp3", "cd ", "cd)", "chart", "now that", "top ", "va -", "va-", "discography", "ape")):
        return t, grp("sounds.flac", "sounds.mp3", "sounds.lossless", "sounds.mp3.complete_cd", "mp3", "sounds.flac.classical")
    if "audiobook" in tl or "audio collection" in tl:
        return t, grp("audiobooks", "sounds.audiobooks")
    return t, grp("movies", "hdtv", "teevee", "dvd", "bluray", "multimedia", "boneless", "x264", "hdtv.x264")


CHANNELS = ["BBC One", "BBC2", "ITV", "Channel 4", "NBC", "CBS", "ABC", "ZDF", "ARD", "RTL", "Nederland 1", "TF1", "Rai Uno", "SVT1", "MTV"]


@legit("personal_rips")
def l_personal():
    a, al, y = ch(ALBUMS)
    mt, my = ch(MOVIES)
    show, ns = ch(SHOWS)
    oa, oal, oy = ch([x for x in ALBUMS if x[2] <= 1995])
    om, omy = ch([x for x in MOVIES if x[1] <= 1998])
    r = R.random()
    vid = 0.35 <= r < 0.66
    if r < 0.12:
        t = f"{ch(['my rip of', 'My own rip:', 'own rip -', 'ripped it myself:'])} {a} - {al} {ch(['(320)', '(EAC, FLAC)', '[flac]', '(V0)', '- 192k', ''])}".strip()
    elif r < 0.24:
        t = f"{a} - {al} ({ch(['ripped from my own CD', 'my own CD rip', 'from my original CD', 'ripped from my CD, EAC secure mode', 'my copy, first pressing'])}{ch([', FLAC', ', mp3 320', ', flac+log', ''])})"
    elif r < 0.35:
        t = f"{a} - {al} - {ch(['own vinyl rip', 'my LP rip', 'ripped from my vinyl', 'own vinyl rip'])}{ch([', 24/96', ', some crackle', ' (sorry for the pops)', ', 16/44', ''])}"
    elif r < 0.46:
        t = f"{show} {ch(['season', 'Season', 'S'])}{ch([' ', ''])}{ri(1, ns)} - {ch(['ripped from my DVD box set', 'my own DVD rips', 'ripped from my blurays', 'from my DVDs, xvid'])}{ch(['', ' (no subs)', ' - eng subs included', ' - 2nd batch'])}"
    elif r < 0.56:
        t = f"{mt} ({my}) - {ch(['my DVD rip', 'my own bluray rip', 'ripped from my DVD', 'personal rip from my disc'])}{ch([', xvid ~700mb', ', x264 crf18', ', handbrake 1080p', ' (PAL)', ''])}"
    elif r < 0.66:
        t = f"{ch(['old VHS rip of', 'VHS capture:', 'Recorded off TV:', 'TV recording -'])} {ch([om, om + ' (' + str(omy) + ')', ch(['Twin Peaks', 'The X-Files', 'Seinfeld', 'Friends', 'The Simpsons'])])} {ch(['(' + ch(CHANNELS) + ', ' + str(ri(max(omy, 1990) + 1, 2004)) + ')', '(with original ads)', '- VHS transfer', '(German TV broadcast)', '- dutch subs burned in'])}"
    elif r < 0.75:
        t = f"{a} - {ch(['live', 'Live at', 'concert'])} {ch(['Paris', 'Rotterdam', 'Berlin', 'Glasgow', 'Chicago', 'Tokyo', 'Werchter'])} {ri(1975, 2024)} - {ch(['audience recording', 'my own taping', 'AUD, recorded by me', 'taped from the radio', 'soundboard from a friend'])}"
    elif r < 0.84:
        t = ch([f"{ch(['dads', 'my dads', 'grandpas', 'my moms', 'uncles'])} {oa} {ch(['cassettes', 'tapes', 'records', 'LPs', 'reel-to-reel tapes'])} digitized - {oal}",
                f"Minidisc rip: {oa} - {oal}", f"{oa} - {oal} (from my old cassette, dolby B off)",
                f"{unders(a)}_{unders(al)}_myrip_{ch(['320', 'flac', 'v0', '192'])}.{ch(['zip', 'rar', '7z'])}"])
    elif r < 0.93:
        t = ch([f"meine eigene Rip: {a} - {al} ({ch(['FLAC', 'mp3 320'])})", f"eigen rip van mijn LP: {a} - {al}",
                f"ma propre rip: {a} - {al} (FLAC)", f"rip casalingo: {mt} ({my}) DVD", f"mi propio rip: {a} - {al} (mp3 320)",
                f"{show} Staffel {ri(1, ns)} - selbst von DVD gerippt", f"{mt} ({my}) - zelf geript van mijn dvd"])
    else:
        a2, b2, y2 = ch(BOOKS)
        t = ch([f"{a2} - {b2} - self scanned {ch(['pdf', 'djvu', 'cbz'])} ({ch(['300dpi', 'OCR', 'my paperback'])})",
                f"{b2} - {a2} (scanned from my hardcover, OCRed)", f"{a2} - {b2} - my own audio rip from the cassette edition"])
    tl = t.lower()
    if chance(0.06):
        t = tool_wrap(t)
    if r >= 0.93:
        return t, grp("e-book", "ebook", "e-book.flood") if "audio" not in tl else grp("audiobooks", "sounds.audiobooks")
    if vid or any(k in tl for k in ("dvd", "staffel", "geript")):
        return t, grp("movies", "dvd", "multimedia", "teevee", "multimedia.vintage-tv", "boneless", "movies.divx")
    return t, grp("sounds.mp3", "sounds.flac", "sounds.lossless", "sounds.mp3.bootlegs", "music", "sounds.vinyl", "boneless")


SPAMMY_WORKS = [
    # (kind, title/artist, extra, year)
    ("movie", "Free Money", "", 1998), ("movie", "Easy Money", "", 1983), ("movie", "Click", "", 2006),
    ("movie", "Catch Me If You Can", "", 2002), ("movie", "Boiler Room", "", 2000), ("movie", "Money Monster", "", 2016),
    ("movie", "Dumb Money", "", 2023), ("movie", "Pain Hustlers", "", 2023), ("movie", "The Wolf of Wall Street", "", 2013),
    ("movie", "Win It All", "", 2017), ("movie", "Nigerian Prince", "", 2018), ("movie", "Lottery Ticket", "", 2010),
    ("movie", "Replicas", "", 2018), ("movie", "Catfish", "", 2010), ("movie", "Crypto", "", 2019),
    ("movie", "The Prize Winner of Defiance Ohio", "", 2005), ("movie", "Free Guy", "", 2021), ("movie", "Limitless", "", 2011),
    ("movie", "Get Rich or Die Tryin", "", 2005), ("movie", "Lonely Hearts", "", 2006), ("movie", "Hustlers", "", 2019),
    ("movie", "Sneakers", "", 1992), ("movie", "Hackers", "", 1995), ("movie", "Unfriended", "", 2014), ("movie", "Searching", "", 2018),
    ("movie", "Cash Out", "", 2024), ("movie", "Money Plane", "", 2020), ("movie", "Buy Now The Shopping Conspiracy", "", 2024),
    ("movie", "The Tinder Swindler", "", 2022), ("movie", "Fyre", "", 2019), ("movie", "Fake Famous", "", 2021),
    ("movie", "Test Pattern", "", 2019), ("movie", "Untitled", "", 2009), ("movie", "Blank Check", "", 1994),
    ("movie", "Pay It Forward", "", 2000), ("movie", "Winner", "", 2024), ("movie", "Jackpot", "", 2024),
    ("movie", "Dont Look Up", "", 2021), ("movie", "Jesus Revolution", "", 2023), ("movie", "Religulous", "", 2008),
    ("movie", "Fahrenheit 9 11", "", 2004), ("movie", "The Great Hack", "", 2019), ("movie", "Pray Away", "", 2021),
    ("movie", "Password", "", 2019), ("movie", "Hot Tub Time Machine", "", 2010), ("movie", "The Great Buck Howard", "", 2008),
    ("tv", "Clickbait", "", 2021), ("tv", "Scam 1992 The Harshad Mehta Story", "", 2020), ("tv", "Inventing Anna", "", 2022),
    ("tv", "The Dropout", "", 2022), ("tv", "Dirty John", "", 2018), ("tv", "Catfish The TV Show", "", 2012),
    ("tv", "Hustle", "", 2004), ("tv", "Billions", "", 2016), ("tv", "Industry", "", 2020), ("tv", "The Chosen", "", 2017),
    ("tv", "Who Wants to Be a Millionaire", "", 2020), ("tv", "The Price Is Right", "", 1972), ("tv", "Deal or No Deal", "", 2005),
    ("tv", "Password", "US", 2022), ("tv", "The 100000 Dollar Pyramid", "", 2016), ("tv", "Singles Inferno", "", 2021),
    ("tv", "Love Is Blind", "", 2020), ("tv", "Too Hot to Handle", "", 2020), ("tv", "Sex Education", "", 2019),
    ("tv", "Hot Ones", "", 2015), ("tv", "Lottery Changed My Life", "", 2018), ("tv", "Million Dollar Listing", "", 2006),
    ("music", "Galantis", "Pharmacy", 2015), ("music", "Happy Mondays", "Pills n Thrills and Bellyaches", 1990),
    ("music", "Death Grips", "The Money Store", 2012), ("music", "The Vaccines", "What Did You Expect from the Vaccines", 2011),
    ("music", "Dire Straits", "Money for Nothing", 1988), ("music", "50 Cent", "Get Rich or Die Tryin", 2003),
    ("music", "MGMT", "Congratulations", 2010), ("music", "Viagra Boys", "Welfare Jazz", 2021), ("music", "Viagra Boys", "Cave World", 2022),
    ("music", "Test Icicles", "For Screening Purposes Only", 2005), ("music", "The Lottery Winners", "Anxiety Replacement Therapy", 2023),
    ("music", "Sigur Ros", "( )", 2002), ("music", "Jesus Jones", "Doubt", 1991), ("music", "The Jesus and Mary Chain", "Psychocandy", 1985),
    ("music", "The Jesus Lizard", "Goat", 1991), ("music", "Public Enemy", "Fear of a Black Planet", 1990),
    ("music", "Green Day", "American Idiot", 2004), ("music", "!!!", "Wallop", 2019), ("music", "Crosses", "Permanent.Radiant", 2022),
    ("music", "Crystal Castles", "(III)", 2012), ("music", "Squarepusher", "Be Up a Hello", 2020), ("music", "Aphex Twin", "Syro", 2014),
    ("music", "Patti Smith", "Horses", 1975), ("music", "Pink Floyd", "Money (single)", 1973), ("music", "Cash Cash", "Blood Sweat and 3 Years", 2015),
    ("music", "Spam Allstars", "Fuacata Live", 2003), ("music", "Free", "Fire and Water", 1970), ("music", "The Money Pit", "OST", 1986),
    ("book", "Robert T. Kiyosaki", "Rich Dad Poor Dad", 1997), ("book", "Napoleon Hill", "Think and Grow Rich", 1937),
    ("book", "Timothy Ferriss", "The 4-Hour Workweek", 2007), ("book", "Thomas J. Stanley", "The Millionaire Next Door", 1996),
    ("book", "Ramit Sethi", "I Will Teach You to Be Rich", 2009), ("book", "Morgan Housel", "The Psychology of Money", 2020),
    ("book", "Brian Krebs", "Spam Nation", 2014), ("book", "Frank Abagnale", "Scam Me If You Can", 2019),
    ("book", "John Carreyrou", "Bad Blood", 2018), ("book", "Zeke Faux", "Number Go Up", 2023), ("book", "Michael Lewis", "Going Infinite", 2023),
    ("book", "Saifedean Ammous", "The Bitcoin Standard", 2018), ("book", "Bruce Schneier", "Click Here to Kill Everybody", 2018),
    ("book", "Chris Anderson", "Free The Future of a Radical Price", 2009), ("book", "Beth Macy", "Dopesick", 2018),
    ("book", "Dale Carnegie", "How to Win Friends and Influence People", 1936), ("book", "Finn Brunton", "Spam A Shadow History of the Internet", 2013),
    ("game", "Papers Please", "", 2013), ("game", "Please Dont Touch Anything", "", 2015), ("game", "Keep Talking and Nobody Explodes", "", 2015),
    ("game", "Buy Now Pay Later Simulator", "", 2023), ("game", "Cash Cleaner Simulator", "", 2025), ("game", "Pharmacy Simulator", "", 2024),
    ("game", "Hacknet", "", 2015), ("game", "Emily Is Away", "", 2015), ("game", "Not For Broadcast", "", 2022),
]


@legit("spammy_sounding_titles")
def l_spammy():
    kind, x, extra, y = ch(SPAMMY_WORKS)
    if kind == "movie":
        r = R.random()
        if r < 0.55:
            t = f"{dots(x)}.{y}.{ch(['1080p', '720p', '2160p'])}.{ch(['BluRay', 'WEB-DL', 'WEBRip', 'NF.WEB-DL', 'AMZN.WEB-DL'])}.{ch(['x264', 'H264', 'x265', 'DDP5.1.H.264'])}-{ch(SCENE_MOVIE_GRPS + P2P_MOVIE_GRPS)}"
        elif r < 0.8:
            t = f"{x} ({y}) [{ch(['1080p', '720p'])}] [{ch(['BluRay', 'WEBRip'])}] [YTS.MX]" if chance(0.5) else f"{x} ({y}) ({ch(['1080p', '720p'])} {ch(['BluRay', 'WEB-DL'])} x265 HEVC 10bit AAC 5.1 {ch(['Tigole', 'Joy', 'Silence'])})"
        else:
            t = f"{dots(x)}.{y}.{ch(['DVDRip.XviD', 'BDRip.x264', 'DVDRiP.XViD'])}-{ch(['DiAMOND', 'HANDJOB', 'VoMiT', 'CiNEFiLE', 'PSYCHD'])}"
        g = KIND_GROUPS["movie"]
    elif kind == "tv":
        r = R.random()
        n = dots(x + (" " + extra if extra else ""))
        if r < 0.6:
            t = f"{n}.S{ri(1, 5):02d}E{ri(1, 12):02d}.{ch(['720p', '1080p'])}.{ch(WEB_SRC + ['HDTV'])}.{ch(['x264', 'H264', 'h264', 'x265'])}-{ch(TV_GRPS)}"
        elif r < 0.8:
            t = f"{n}.S{ri(1, 5):02d}.{ch(['1080p', '720p'])}.{ch(['WEB-DL', 'NF.WEB-DL', 'AMZN.WEB-DL', 'BluRay'])}.{ch(['x264', 'x265', 'H264'])}-{ch(TV_GRPS)}"
        else:
            yy2, mo, d = date_parts(max(y, 2010), 2025)
            t = f"{n}.{yy2}.{mo:02d}.{d:02d}.{ch(['720p', '1080p'])}.{ch(['WEB', 'HDTV'])}.h264-{ch(TV_GRPS)}"
        g = KIND_GROUPS["tv"]
    elif kind == "music":
        r = R.random()
        if r < 0.45:
            t = f"{x} - {extra} ({y}) [{ch(['FLAC', 'FLAC 16-44', 'MP3 320', '24-96 FLAC', 'Vinyl 24-96'])}]"
        elif r < 0.8:
            t = f"{unders(x) if x != '!!!' else '!!!'}-{unders(extra)}-{ch(['CD', 'WEB', 'REMASTERED-CD', 'VINYL'])}-{ri(y, 2025)}-{ch(MP3_GRPS)}"
        else:
            t = f"{x} - {extra} {ch(['(Deluxe Edition)', '(Remastered)', '[' + str(y) + ']', '(' + str(y) + ') 320kbps'])}"
        g = KIND_GROUPS["music"]
    elif kind == "book":
        r = R.random()
        if r < 0.5:
            t = f"{x} - {extra} ({y}) {ch(['[EPUB]', '(epub)', '[PDF]', 'epub+mobi', '[Retail]'])}"
        elif r < 0.75:
            t = f"{extra} by {x} ({ch(['Unabridged', 'Audiobook', 'M4B', 'MP3 64kbps'])})"
        else:
            t = f"{extra} - {x} ({ri(y, 2024)}, {ch(['Penguin', 'Crown', 'Portfolio', 'Wiley', 'Harper Business', 'Basic Books'])}) epub"
        g = KIND_GROUPS["audiobook"] if ("Unabridged" in t or "Audiobook" in t or "M4B" in t or "MP3" in t) else KIND_GROUPS["book"]
    else:
        r = R.random()
        if r < 0.6:
            t = f"{dots(x)}{ch(['', '.v1.' + str(ri(0, 9)) + '.' + str(ri(0, 20)), '.Build.' + str(ri(1000000, 9999999))])}-{ch(GAME_GRPS)}"
        else:
            t = f"{x} {ch(['v1.' + str(ri(0, 9)), '(GOG)', '[FitGirl Repack]', '[DODI Repack]', 'MULTi' + str(ri(5, 14))])}"
        g = KIND_GROUPS["game"]
    if chance(0.08):
        t = tool_wrap(t)
    return t, grp(*g)


DOC_SERIES = [("Planet Earth III", 2023, 1), ("Blue Planet II", 2017, 1), ("Frozen Planet II", 2022, 1), ("Our Planet", 2019, 1),
              ("Seven Worlds One Planet", 2019, 1), ("The Green Planet", 2022, 1), ("Dynasties", 2018, 1), ("Life on Our Planet", 2023, 0),
              ("Prehistoric Planet", 2022, 0), ("Cosmos A Spacetime Odyssey", 2014, 0), ("The Vietnam War", 2017, 0),
              ("The Civil War", 1990, 0), ("The Last Dance", 2020, 0), ("The World at War", 1973, 0), ("Apollo 11", 2019, 0),
              ("Free Solo", 2018, 0), ("Fire of Love", 2022, 0), ("My Octopus Teacher", 2020, 0), ("Making a Murderer", 2015, 0),
              ("The Jinx", 2015, 0), ("Wild Wild Country", 2018, 0), ("The Staircase", 2004, 0), ("Universe", 2021, 0),
              ("Africa", 2013, 1), ("Planet Earth II", 2016, 1), ("Life", 2009, 1), ("The Blue Planet", 2001, 1)]
COURSES = ["The Complete Python Bootcamp From Zero to Hero", "Machine Learning A-Z", "AWS Certified Solutions Architect Associate",
           "The Complete JavaScript Course 2024", "Docker and Kubernetes The Complete Guide", "React - The Complete Guide",
           "CompTIA Security+ SY0-701", "Blender 4 Character Creation", "Unreal Engine 5 C++ Developer",
           "Understanding the Universe An Introduction to Astronomy", "The History of Ancient Egypt",
           "Learning Spanish Vol 1", "Music Theory Comprehensive", "Photography Masterclass", "Excel from Beginner to Advanced"]


@legit("documentary_courses")
def l_docs():
    r = R.random()
    d, dy, nature = ch(DOC_SERIES)
    if r < 0.3:
        pre = ch(["BBC.", "BBC.", "National.Geographic.", "NatGeo.", "PBS.", "Netflix.", "CuriosityStream.", "Discovery.", "", ""])
        t = f"{pre}{dots(d)}.{ch(['S01E0' + str(ri(1, 8)), 'S0' + str(ri(1, 3)) + 'E' + str(ri(1, 12)).zfill(2), str(dy), 'Part.' + str(ri(1, 6))])}.{ch(['720p', '1080p', '2160p'])}.{ch(['iP.WEB-DL', 'WEB-DL', 'BluRay', 'HDTV', 'NF.WEB-DL', 'WEB'])}.{ch(['AAC2.0.H.264', 'x264', 'H264', 'x265'])}-{ch(['DOCUMENTARY', 'SPiRiT', 'TEPES', 'NTb', 'TViLLAGE', 'HDCTV', 'FGT', 'CBFM', 'BTN', 'GRiP'])}"
    elif r < 0.45:
        t = f"{ch(['PBS', 'BBC', 'Arte', 'ZDF', 'Channel 4', 'CBC', 'SVT', 'NHK'])} {ch(['Nova', 'Horizon', 'Frontline', 'American Masters', 'Secrets of the Dead', 'Timewatch', 'The Nature of Things', 'Dispatches', 'Doku', 'Terra X'])} {ri(2005, 2025)} - {ch(['The Day the Dinosaurs Died', 'Inside the Mind of a Dog', 'Decoding the Universe', 'The Secret Life of Bees', 'Antarctica Revealed', 'The Rise of AI', 'Lost Cities of the Maya', 'Building the Pyramids', 'The Last Glaciers', 'Chernobyl Uncovered'])} {ch(['720p', '1080p', 'HDTV', 'WEB-DL 1080p', ''])}".strip()
    elif r < 0.6:
        c = ch(COURSES)
        t = f"{ch(['Udemy', 'Udemy', 'Coursera', 'Pluralsight', 'LinkedIn Learning', 'Lynda.com', 'Linux Academy', 'Frontend Masters', 'egghead'])} - {c} {ch(['(' + str(ri(2018, 2025)) + ')', '[' + str(ri(2018, 2025)) + '-' + str(ri(1, 12)).zfill(2) + ']', '', '(Updated ' + str(ri(2022, 2025)) + ')'])}".strip()
    elif r < 0.72:
        t = f"{ch(['The Great Courses', 'TTC Video', 'Wondrium'])} - {ch(COURSES[9:] + ['Big History', 'The Aging Brain', 'Introduction to Number Theory', 'The Roman Empire', 'Masterpieces of Western Art', 'How Music Works'])} {ch(['[' + str(ri(12, 48)) + ' lectures]', '(Course No. ' + str(ri(1000, 9999)) + ')', ''])}".strip()
    elif r < 0.82:
        t = f"MasterClass - {ch(['Gordon Ramsay Teaches Cooking', 'Martin Scorsese Teaches Filmmaking', 'Neil Gaiman Teaches the Art of Storytelling', 'Hans Zimmer Teaches Film Scoring', 'Chris Hadfield Teaches Space Exploration', 'Serena Williams Teaches Tennis', 'Aaron Sorkin Teaches Screenwriting', 'Annie Leibovitz Teaches Photography'])}"
    elif r < 0.92:
        t = f"{d} ({dy}) {ch(['1080p', '720p', '2160p', 'DVDRip'])} {ch(['BluRay', 'WEB-DL', 'HDTV', ''])} {ch(['x264', 'x265', 'HEVC', ''])} {ch(['[Documentary]', '(Doc)', ''] + (['Narrated by David Attenborough'] if nature else []))}".replace("  ", " ").replace("  ", " ").strip()
    else:
        t = ch([f"Arte Doku - {ch(['Die Alpen von oben', 'Das Geheimnis der Pyramiden', 'Die Wikinger', 'Mythos Atlantis'])} GERMAN 720p",
                f"Terra.X.{ch(['Faszination.Universum', 'Eine.Erde.viele.Welten', 'Die.Geschichte.der.Deutschen'])}.S{ri(1, 5):02d}E{ri(1, 8):02d}.GERMAN.DOKU.1080p.WEB.h264-{ch(['TVARCHiV', 'GDR', 'DOKUMANiE'])}",
                f"{dots(ch(['Andere Tijden', 'Zembla', 'Brandpunt', 'Tegenlicht']))}.{ri(2015, 2025)}.{ri(1, 12):02d}.{ri(1, 28):02d}.DUTCH.DOC.1080p.WEB.h264-{ch(['DDF', 'NLDOC'])}",
                f"TED {ch(['Talks', 'Talk'])} - {ch(['Ken Robinson - Do Schools Kill Creativity', 'Brene Brown - The Power of Vulnerability', 'Hans Rosling - The Best Stats Youve Ever Seen'])} ({ri(2006, 2012)}) {ch(['720p', '480p'])}"])
    if chance(0.1):
        t = tool_wrap(t)
    if any(k in t for k in ("Udemy", "Coursera", "Pluralsight", "LinkedIn", "Lynda", "Linux Academy", "Frontend", "egghead", "Great Courses", "TTC", "Wondrium", "MasterClass")):
        return t, grp("tutorials", "education", "e-learning", "video.tutorials", "cbt", "boneless")
    return t, grp("documentaries", "documentaries", "multimedia.documentaries", "hdtv", "teevee", "multimedia", "boneless")


# ================================================================= MAIN

def split(total, n):
    base, extra = divmod(total, n)
    return [base + (1 if i < extra else 0) for i in range(n)]


def clean(s):
    s = s.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    s = re.sub(r" {2,}", " ", s).strip()
    return s


def build():
    rows = []
    seen = set()
    for label, fams, total in (("junk", JUNK, JUNK_TOTAL), ("legit", LEGIT, LEGIT_TOTAL)):
        for (name, fn), n in zip(fams, split(total, len(fams))):
            got = 0
            tries = 0
            while got < n and tries < n * 400:
                tries += 1
                title, group = fn()
                title = clean(title)
                if not title:
                    continue
                key = title.lower()
                if key in seen:
                    continue
                seen.add(key)
                rows.append((label, name, title, group))
                got += 1
            if got < n:
                print(f"WARNING: {label}/{name}: only {got} of {n}")
    R.shuffle(rows)
    return rows


def main():
    rows = build()
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "fresh29.tsv")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("LABEL\tFAMILY\tTITLE\tGROUP\n")
        for row in rows:
            for field in row:
                assert "\t" not in field and "\n" not in field and "\r" not in field, row
            f.write("\t".join(row) + "\n")
    print(f"wrote {out}: {len(rows)} rows")


if __name__ == "__main__":
    main()
