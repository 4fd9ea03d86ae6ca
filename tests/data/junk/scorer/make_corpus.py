"""Write the title scorer's labelled corpus (issue 28 deliverable 3): train.tsv and test.tsv.

Lines are ``LABEL<TAB>FAMILY<TAB>TITLE`` with LABEL ``legit`` or ``junk``.
Written from public release-name conventions (scene rules: Title.Year.Res.
Source.Codec-GROUP, SxxEyy, daily shows, season packs; P2P and fansub names
with [Group] prefixes, CRC32 tags and ``- 05`` episode markers; music
``Artist-Album-(CAT)-WEB-Year-GRP`` and ``Artist - Album (Year) [FLAC]``;
ebooks, comics, software ``App.v1.2.x64-GRP``; the posting shells of the
nZEDb/newznab collection regexes) and from public descriptions of Usenet
and Newznab spam (Make Money Fast, Green Card lottery and religious tracts
of the newsgroup-spam history, fake codec players like 3wplayer/DivoCodec/
WinZix, password-for-survey bait, streaming and cyberlocker pitches, sporge
word salad, obfuscation-bot noise). SOURCES.md lists where each came from.

The split is fixed here, before any training, and never tuned:
- every family writes a train part and a test part from **disjoint pools**
  (title words, groups, phrases: even indices train, odd indices test), so a
  test row never repeats a phrase or a title the model was trained on;
- families marked ``HELD_APART`` write **only** test rows: spam intents and
  legitimate shapes the model never sees in training (the figure that says
  whether it generalises).

Fixed seed: ``python tests/data/junk/scorer/make_corpus.py`` rewrites both
files byte for byte. tests/data/junk/{legit,junk}*.txt and independent/ are
NOT used here: they stay evaluation sets for the whole engine.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 2828
TRAIN_PER_FAMILY = 260
TEST_PER_FAMILY = 70
HELD_APART_PER_FAMILY = 90


def half(pool: list[str], test: bool) -> list[str]:
    """Return the train (even indices) or test (odd indices) half of a pool."""
    return pool[1::2] if test else pool[0::2]


# --- vocabularies -------------------------------------------------------------

TITLE_WORDS = [
    "Silent", "Harbor", "Winter", "Crown", "River", "Shadow", "Iron", "Garden", "Broken", "Arrow", "Last", "Kingdom",
    "Midnight", "Empire", "Golden", "Road", "Storm", "Valley", "Hidden", "Fire", "Glass", "House", "Lost", "City",
    "Northern", "Light", "Paper", "Moon", "Echo", "War", "Blue", "Ridge", "Wild", "Heart", "Dark", "Water", "Stone",
    "Sea", "Black", "Mirror", "Little", "Women", "Dead", "Man", "Running", "Scared", "Long", "Night", "Free", "Guy",
    "Casino", "Royale", "Money", "Pit", "Catch", "Me", "Bank", "Job", "Click", "Social", "Network", "Big", "Short",
    "Wolf", "Street", "Quiet", "Place", "Green", "Mile", "Fight", "Club", "Mad", "Max", "Blade", "Runner", "Alien",
    "Dune", "Arrival", "Heat", "Drive", "Fargo", "Sicario", "Prisoners", "Zodiac", "Memento", "Tenet", "Her",
    "Nomad", "Land", "Minari", "Parasite", "Roma", "Sound", "Metal", "Whiplash", "Birdman", "Boyhood", "Amour",
    "Tár", "Amélie", "Léon", "Être", "Avenir", "Mädchen", "Straße", "Måne", "Øst", "Niño", "Corazón", "Señor",
]
SHOW_WORDS = [
    "The", "Office", "Bay", "Station", "Chronicles", "County", "Files", "Hospital", "Detectives", "Family", "Island",
    "Academy", "Legacy", "Agency", "Bureau", "Manor", "Patrol", "Rescue", "Tower", "Union", "Bridge", "Circle",
    "Frontier", "Mission", "Order", "Point", "Range", "Signal", "Summit", "Tides", "Yard", "Zone", "Wharf", "Pines",
]
EP_TITLES = ["Pilot", "The Return", "Homecoming", "Exit Strategy", "Dead Reckoning", "Cold Open", "The Long Way",
             "Point of No Return", "Fallout", "Reunion", "The Reckoning", "Endgame", "Blood Ties", "New Blood"]
SCENE_GROUPS = ["SPARKS", "GECKOS", "DRONES", "ROVERS", "NTb", "FLUX", "CMRG", "EDITH", "SuccessfulCrab", "KiNGS",
                "playWEB", "SYNCOPY", "BLOOM", "MiNX", "ETHEL", "TEPES", "AMRAP", "CAKES", "GGEZ", "TRUFFLE", "FGT",
                "FraMeSToR", "EPSiLON", "SMURF", "ELiTE", "NOSiViD", "PECULATE", "BiQ", "LAZY", "RAWR"]
RES = ["720p", "1080p", "2160p", "480p", "576p", "1080i", "4K"]
SOURCES = ["BluRay", "WEB-DL", "WEBRip", "HDTV", "BDRip", "DVDRip", "AMZN.WEB-DL", "NF.WEB-DL", "DSNP.WEB-DL",
           "ATVP.WEB-DL", "HMAX.WEB-DL", "UHD.BluRay", "BluRay.REMUX", "WEB", "PDTV", "HDRip"]
CODECS = ["x264", "x265", "H.264", "H.265", "HEVC", "AVC", "XviD", "10bit.x265", "h264", "DivX", "VC-1", "AV1"]
AUDIO = ["DDP5.1", "DD5.1", "AAC2.0", "DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "AC3", "FLAC2.0", "Opus", "EAC3", "DTS",
         "LPCM.2.0", "MP3"]
TAGS = ["REPACK", "PROPER", "EXTENDED", "iNTERNAL", "DIRECTORS.CUT", "UNRATED", "REMASTERED", "LIMITED", "HDR",
        "DV", "HDR10Plus", "MULTi", "German.DL", "FRENCH", "iTALiAN", "NORDiC", "SUBBED", "DUBBED", "READ.NFO"]
ANIME_GROUPS = ["SubsPlease", "Erai-raws", "LoliHouse", "ANi", "Judas", "EMBER", "ASW", "Commie", "GJM", "Kaleido",
                "Nekomoe kissaten", "VCB-Studio", "Moozzi2", "DKB", "Yameii", "Tsundere-Raws", "Anime Time", "Reza"]
ANIME_TITLES = ["Sousou no Frieren", "Kusuriya no Hitorigoto", "Dungeon Meshi", "Boku no Kokoro no Yabai Yatsu",
                "Kimetsu no Yaiba", "Jujutsu Kaisen", "Spy x Family", "Oshi no Ko", "Bocchi the Rock!",
                "Keijo!!!!!!!!", "New Game!!", "Steins;Gate", "Re:Zero kara Hajimeru Isekai Seikatsu",
                "Gochuumon wa Usagi Desu ka??", "Yofukashi no Uta", "Mushoku Tensei", "Tengoku Daimakyou",
                "Kaiju No. 8", "Dandadan", "Ao no Hako", "Shikanoko Nokonoko Koshitantan", "Made in Abyss",
                "Mahou Shoujo ni Akogarete", "Tensei shitara Slime Datta Ken", "Hibike! Euphonium",
                "K-On!", "Lycoris Recoil", "Odd Taxi", "Vinland Saga", "Chainsaw Man"]
JP_TITLES = ["逃げるは恥だが役に立つ", "半沢直樹", "孤独のグルメ", "相棒", "ブラッシュアップライフ", "虎に翼", "光る君へ",
             "不適切にもほどがある！", "まちカドまぞく", "ぼっち・ざ・ろっく！", "葬送のフリーレン", "推しの子"]
JP_STATIONS = ["NHK総合", "テレ朝", "TBS", "BS11", "フジテレビ", "日テレ", "テレ東", "AT-X"]
CN_TITLES = ["流浪地球", "三体", "庆余年", "狂飙", "漫长的季节", "繁花", "长安三万里", "满江红", "琅琊榜", "甄嬛传",
             "隐秘的角落", "开端", "人世间", "山海情"]
CN_GROUPS = ["桜都字幕组", "喵萌奶茶屋", "幻樱字幕组", "北宇治字幕组", "悠哈璃羽字幕社", "LoliHouse", "人人影视", "诸神字幕组"]
KR_TITLES = ["오징어 게임", "더 글로리", "무빙", "런닝맨", "나 혼자 산다", "이상한 변호사 우영우", "사랑의 불시착", "시그널",
             "비밀의 숲", "응답하라 1988", "기생충", "눈물의 여왕"]
RU_TITLES = ["Мастер и Маргарита", "Война и мир", "Брат", "Сталкер", "Ирония судьбы", "Слово пацана", "Левиафан",
             "Метод", "Эпидемия", "Ёлки", "Жить", "Чебурашка", "Кино - Группа крови", "ДДТ - Что такое осень"]
ARTISTS = ["Radiohead", "Daft Punk", "Björk", "Sigur Rós", "Mötley Crüe", "Beyoncé", "Rammstein", "Stromae",
           "Massive Attack", "Boards of Canada", "Miles Davis", "John Coltrane", "Nina Simone", "Aphex Twin",
           "Portishead", "Kraftwerk", "The National", "Fleetwood Mac", "Taylor Swift", "Kendrick Lamar", "Dua Lipa",
           "Nils Frahm", "Ólafur Arnalds", "Burial", "Four Tet", "Bonobo", "Caribou", "Arca", "Rosalía", "Bad Bunny",
           "宇多田ヒカル", "YOASOBI", "King Gnu", "IU", "BTS", "Земфира", "Сплин", "Angèle", "Christine and the Queens"]
ALBUM_WORDS = ["Greatest", "Hits", "Live", "at", "the", "Opera", "Blue", "Songs", "of", "Innocence", "Night", "Drive",
               "Kid", "Amnesty", "Homogenic", "Discovery", "Mezzanine", "Tomorrow", "Harvest", "Kind", "Love",
               "Dummy", "Vespertine", "Random", "Access", "Memories", "Untrue", "Rounds", "Migration", "Spaces"]
AUTHORS = ["Stephen King", "Haruki Murakami", "Fyodor Dostoevsky", "Gabriel García Márquez", "Ursula K. Le Guin",
           "Terry Pratchett", "Agatha Christie", "Brandon Sanderson", "Octavia E. Butler", "Umberto Eco",
           "Elena Ferrante", "Kazuo Ishiguro", "Cormac McCarthy", "Toni Morrison", "Ted Chiang", "Liu Cixin",
           "Margaret Atwood", "N. K. Jemisin", "Sally Rooney", "Hilary Mantel"]
BOOK_WORDS = ["The", "Name", "of", "Wind", "Shadow", "Night", "House", "Stone", "Sea", "Memory", "Time", "City",
              "Garden", "Forest", "Silence", "Glass", "Bones", "Letters", "Island", "Winter", "Empire", "Map"]
MAGAZINES = ["National Geographic", "The Economist", "New Scientist", "Wired", "PC Gamer", "Rolling Stone",
             "Scientific American", "The New Yorker", "Linux Format", "Der Spiegel", "Time", "Vogue", "MacWorld"]
COMICS = ["Batman", "Saga", "Spider-Man", "Hellboy", "The Walking Dead", "Sandman", "X-Men", "Monstress",
          "Invincible", "Paper Girls", "Astro City", "Usagi Yojimbo"]
APPS = ["Adobe.Photoshop", "Microsoft.Office.Pro.Plus", "AutoCAD", "VMware.Workstation.Pro", "Ableton.Live.Suite",
        "DaVinci.Resolve.Studio", "Native.Instruments.Kontakt", "JetBrains.PyCharm.Professional", "WinRAR",
        "Affinity.Photo", "Topaz.Video.AI", "CorelDRAW.Graphics.Suite", "Sublime.Text", "Cubase.Pro", "FL.Studio",
        "Capture.One.Pro", "Revit", "SolidWorks", "MATLAB", "Blender"]
APP_GROUPS = ["TBE", "BTCR", "AMPED", "R2R", "AudioUTOPiA", "XFORCE", "CORE", "Lz0", "DVT", "MAGNiTUDE", "P2P"]
GAMES = ["Baldurs.Gate.3", "Cyberpunk.2077", "Elden.Ring", "Hades.II", "Stardew.Valley", "Factorio", "Hollow.Knight",
         "Disco.Elysium", "Sea.of.Stars", "Dave.the.Diver", "Pentiment", "Cocoon", "Balatro", "Frostpunk.2"]
GAME_GROUPS = ["RUNE", "TENOKE", "FLT", "SKIDROW", "CODEX", "DOGE", "PLAZA", "GOG", "ElAmigos", "DINOByTES", "I_KnoW"]
DISTROS = ["ubuntu-{v}-desktop-amd64.iso", "debian-{v}-amd64-netinst.iso", "Fedora-Workstation-Live-x86_64-{v}.iso",
           "archlinux-{v}-x86_64.iso", "linuxmint-{v}-cinnamon-64bit.iso", "FreeBSD-{v}-RELEASE-amd64-dvd1.iso",
           "openSUSE-Leap-{v}-DVD-x86_64.iso", "kali-linux-{v}-installer-amd64.iso"]
DOCS = ["BBC Earth", "PBS Nova", "National Geographic", "Arte", "Frontline", "Horizon", "Panorama", "Dispatches",
        "Storyville", "Nature", "Secrets of the Dead", "American Experience", "Timewatch", "Cosmos"]
DOC_SUBJECTS = ["The Blue Planet", "Deep Ocean", "Ancient Egypt", "The Roman Empire", "Volcanoes", "The Silk Road",
                "Antarctica", "The Human Brain", "Black Holes", "Coral Reefs", "The Arctic", "Bees", "The Amazon",
                "Dinosaurs", "The Moon Landing", "The Cold War", "Islands", "Jungles", "Deserts", "Grasslands"]
NARRATORS = ["Stephen Fry", "Simon Vance", "Juliet Stevenson", "Scott Brick", "Kate Reading", "Ray Porter",
             "Michael Kramer", "Rosamund Pike", "Jim Dale", "Davina Porter"]
RADIO = ["Howard Stern Show", "BBC Radio 6 Music", "Essential Mix", "Desert Island Discs", "This American Life",
         "A State of Trance", "Gilles Peterson", "In Our Time", "Kermode and Mayo", "The Archers"]

MAG_TAGS = ["PDF", "True.PDF", "HYBRiD.MAGAZiNE.eBook-PDF"]
VENUES = ["Wembley", "Glastonbury", "Red Rocks", "Montreux", "Budokan", "the Royal Albert Hall"]
PLATFORMS = ["Udemy", "Coursera", "Pluralsight", "MasterClass"]
COURSES = ["Complete Python Bootcamp", "Machine Learning A-Z", "Gordon Ramsay Teaches Cooking", "Linux Administration"]
BASE64 = string.ascii_letters + string.digits + "+/"
EMOJI = "🔥💰🎁✅⭐💯👉🚀❤️🎉"
CALLS = ["", " FREE", " WIN", " CLICK"]

# --- spam vocabularies (public descriptions of Usenet and mail spam) ------------

PHARMA = ["cheap viagra online", "buy cialis without prescription", "generic pills discount pharmacy",
          "canadian pharmacy best prices", "order xanax overnight delivery", "weight loss pills that work",
          "male enhancement guaranteed results", "hair loss cure doctors hate", "phentermine no rx needed",
          "herbal supplements 80 percent off", "tramadol cheap fast shipping", "anti aging cream miracle formula"]
MONEY = ["make money fast", "earn 5000 dollars a week from home", "get paid to read emails",
         "secret system to financial freedom", "turn 50 dollars into 5000", "the internet cash machine",
         "easy money no experience needed", "quit your job and earn more", "passive income autopilot system",
         "home based business opportunity", "millionaire reveals his secret", "instant cash today guaranteed"]
LOANS = ["payday loans same day approval", "bad credit no problem loans", "consolidate your debt today",
         "lower your mortgage rate now", "instant loan approval online", "cash advance up to 1000",
         "refinance now and save thousands", "credit repair in 30 days", "student loan forgiveness apply now",
         "no credit check loans fast", "erase your debt legally", "get approved in minutes"]
DATING = ["meet hot singles tonight", "lonely wives want to chat", "find your soulmate free",
          "russian brides waiting for you", "hookup tonight no strings", "sexy girls near you online now",
          "date beautiful women today", "she is waiting for your message", "adult friend finder free trial",
          "chat with local girls free", "webcam girls live now", "mature singles in your area"]
REPLICA = ["replica rolex watches sale", "designer handbags 90 percent off", "cheap ray ban sunglasses outlet",
           "louis vuitton replica bags", "wholesale nike shoes cheap", "swiss replica watches best quality",
           "cheap oakley outlet store", "ugg boots clearance sale", "authentic jerseys wholesale",
           "gucci belts discount", "michael kors outlet online", "cheap jordans free shipping"]
STREAM = ["watch {m} online free", "{m} full movie streaming hd", "{m} 2024 full movie online",
          "stream {m} in hd now", "{m} putlocker full film", "watch {m} free no signup",
          "{m} online free 123movies", "{m} full hd movie watch here", "see {m} online now free",
          "{m} streaming gratuit vf", "{m} ver pelicula completa online", "{m} film complet en streaming"]
DOWNLOAD_PITCH = ["all new releases at {d}", "best nzb site {d} free signup", "daily updates at {d}",
                  "get everything free at {d}", "fastest downloads visit {d}", "join {d} for free access",
                  "premium usenet access at {d}", "more movies on {d}", "new movies every day {d}",
                  "unlimited access {d} register", "mirror at {d} no limits", "full collection on {d}"]
KEYGEN = ["{a} crack serial key free download", "{a} activation code generator working", "{a} full cracked version free",
          "{a} license key lifetime free", "{a} patch and keygen 100 working", "{a} serial number generator 2024",
          "free {a} product key no virus", "{a} registration code free", "{a} cracked full version download link",
          "{a} keygen free download no survey", "how to get {a} for free", "{a} unlock key generator"]
FAKE_CODEC = ["install 3wplayer to watch {m}", "{m} requires divocodec download here", "{m} riyocodec needed",
              "{m} open with domplayer only", "{m} winzix archive extract with winzix", "download the player to view {m}",
              "{m} special codec pack required", "get the {m} media license to play", "{m} drm player install first",
              "{m} needs hq video codec", "{m} playable only with our viewer", "{m} use the included player"]
CRYPTO = ["bitcoin investment 300 percent profit", "free crypto airdrop claim now", "double your btc in 24 hours",
          "ethereum giveaway send 1 get 2", "best crypto trading bot", "usdt mining pool high returns",
          "online casino 200 free spins", "bet now win big jackpot", "poker bonus no deposit",
          "sports betting tips guaranteed wins", "forex signals 95 percent accuracy", "nft presale whitelist"]
PHISH = ["your account has been suspended", "verify your paypal information", "unusual sign in activity detected",
         "invoice 48213 overdue payment", "your package could not be delivered", "confirm your bank details now",
         "apple id locked verify identity", "netflix payment failed update card", "security alert action required",
         "your mailbox is full click to upgrade", "tax refund pending claim", "dhl shipment on hold"]
SEO = ["buy instagram followers cheap", "seo backlinks 10000 guaranteed", "bulk email sender software",
       "increase website traffic fast", "buy youtube views real", "rank first on google today",
       "email list 10 million addresses", "cheap web hosting unlimited", "website design 99 dollars",
       "get more customers now", "promote your business here", "advertise here cheap rates"]
SCREEDS = ["jesus is coming soon repent", "global alert for all the end is near", "green card lottery final one",
           "the truth they do not want you to know", "wake up people read this", "the government is lying to you",
           "pray for america now", "send this to 10 groups for good luck", "chain letter do not break the chain",
           "save the children sign the petition", "the bible says read this now", "urgent message to humanity"]
COLLECTION_PITCH = ["all new movies 2024 in hd collection", "best movies archive free", "huge music collection 100gb",
                    "every marvel film ever in one pack", "top 100 movies all time download",
                    "complete cartoon collection for kids", "thousands of ebooks one click",
                    "all pc games 2024 pack free", "mega collection all series", "the ultimate software bundle",
                    "best of everything 2024", "all hits 2024 mp3 free"]
PASSWORD_BAIT = ["password for archive complete survey at {d}", "rar password inside the site {d}",
                 "unlock the archive at {d} it is free", "password is on {d}", "to extract visit {d} first",
                 "archive key available at {d}", "password protected get pass at {d}", "pass in link {d}",
                 "need password go to {d}", "password after short survey {d}", "extract code at {d}",
                 "password sent by email signup {d}"]
WORDS_SALAD = ["apple", "window", "seven", "purple", "running", "table", "quickly", "mountain", "because", "under",
               "yellow", "thinking", "bottle", "river", "slowly", "orange", "between", "garden", "pencil", "tomorrow",
               "careful", "engine", "silver", "basket", "whisper", "laptop", "carpet", "doctor", "ladder", "honey"]
LOREM = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod",
         "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua"]
DOMAINS = ["warezzone", "fastgrab", "nzbmania", "superdl", "usenetfree", "hotmovies", "getitnow", "dlhub",
           "megaleech", "freeappz", "cracksoft", "serialbox", "keyfinder", "bestcodecs", "vidstream", "movieland",
           "filmzone", "tvfree", "nzbhero", "leechking"]
TLDS = ["com", "net", "org", "info", "biz", "ru", "to", "cc", "ws", "tk", "us", "eu", "xyz", "top", "site", "io"]
DECOR = ["*** {s} ***", ">>> {s} <<<", "!!! {s} !!!", "=== {s} ===", "~~ {s} ~~", "[{s}]", "{s}!!!", "{s} !!", "-={s}=-"]

# Held-apart spam intents: never seen in training.
PRIZE = ["congratulations you have won a 1000 dollar gift card", "you are our one millionth visitor claim prize",
         "you have been selected for a free iphone", "claim your free walmart voucher today",
         "spin the wheel and win a new car", "winner notification collect your reward",
         "last chance to claim your amazon prize", "you won the uk national lottery contact agent",
         "exclusive reward waiting for you", "free samsung galaxy for the first 100",
         "your lucky number has been drawn", "answer 3 questions and win"]
TECH_SUPPORT = ["call microsoft support 1-888-555-0142 now", "norton renewal helpline call toll free",
                "your computer is infected call technician", "printer offline call expert 24x7",
                "quickbooks support number call now", "windows license expired call 1-800-555-0199",
                "hp printer support phone number usa", "outlook not working call helpdesk",
                "virus detected on your pc contact support", "call geek squad for instant help",
                "mcafee customer care toll free number", "router setup help call now"]
JOBS = ["hiring now earn 500 per day from your phone", "be your own boss join our team today",
        "work 2 hours a day earn full time income", "we pay you to test apps", "data entry jobs no experience",
        "stay at home moms earn thousands", "become a mystery shopper today", "join the fastest growing network",
        "recruit friends and earn commissions", "part time job 300 a day", "looking for motivated people",
        "apply today start tomorrow online job"]
FAKE_UPDATE = ["flash player update required click to install", "your browser is out of date update now",
               "critical windows update download immediately", "your pc is infected download cleaner",
               "driver update needed for video playback", "java update required to view content",
               "security patch for your device install now", "speed up your slow computer today",
               "clean your registry free scan", "your system has 37 errors fix now",
               "install the latest media plugin to continue", "update your video driver to watch"]
FOREIGN_SPAM = ["jetzt kostenlos registrieren und gewinnen", "gana dinero desde casa sin inversion",
                "ganhe dinheiro em casa rapido", "gagnez de l'argent facilement depuis chez vous",
                "zarabiaj w domu bez wychodzenia", "guadagna soldi da casa subito",
                "verdien geld van huis uit snel", "kredit ohne schufa sofort auszahlung",
                "prestamos rapidos sin aval", "compra seguidores baratos ya", "casino en ligne bonus gratuit",
                "jetzt handeln nur heute gratis"]


def _tok(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _title(rng: random.Random, test: bool, lo: int = 1, hi: int = 4) -> list[str]:
    pool = half(TITLE_WORDS, test)
    return rng.sample(pool, rng.randint(lo, hi))


def _year(rng: random.Random) -> str:
    return str(rng.randint(1950, 2025))


def _group(rng: random.Random, pool: list[str], test: bool) -> str:
    return rng.choice(half(pool, test))


def _domain(rng: random.Random, test: bool) -> str:
    return f"{rng.choice(half(DOMAINS, test))}{rng.choice(['', str(rng.randint(1, 99))])}.{rng.choice(half(TLDS, test))}"


def shell(rng: random.Random, name: str) -> str:
    """Wrap a name in one of the posting shells the collection regexes describe (or none)."""
    n = rng.randint(2, 80)
    i = rng.randint(1, n)
    shape = rng.randrange(8)
    if shape == 0:
        return f'[{i:02d}/{n:02d}] - "{name}.part{i:02d}.rar" yEnc ({rng.randint(1, 9)}/{rng.randint(9, 200)})'
    if shape == 1:
        return f'{name} [{i:02d}/{n:02d}] - "{name}.vol{i:02d}+{i + 1:02d}.par2" yEnc'
    if shape == 2:
        return f'({i}/{n}) "{name}.rar" - yEnc'
    if shape == 3:
        return f'"{name}.7z.{i:03d}" yEnc ({i}/{n})'
    return name


# --- legitimate families ------------------------------------------------------


def scene_movie(rng: random.Random, test: bool) -> str:
    parts = _title(rng, test) + [_year(rng)]
    if rng.random() < 0.3:
        parts.append(rng.choice(TAGS))
    parts += [rng.choice(RES), rng.choice(SOURCES)]
    if rng.random() < 0.6:
        parts.append(rng.choice(AUDIO))
    parts.append(rng.choice(CODECS))
    return ".".join(parts) + "-" + _group(rng, SCENE_GROUPS, test)


def scene_tv(rng: random.Random, test: bool) -> str:
    parts = rng.sample(half(SHOW_WORDS, test), rng.randint(1, 3)) + [f"S{rng.randint(1, 25):02d}E{rng.randint(1, 24):02d}"]
    if rng.random() < 0.3:
        parts += rng.choice(half(EP_TITLES, test)).split()
    parts += [rng.choice(RES), rng.choice(SOURCES)]
    if rng.random() < 0.5:
        parts.append(rng.choice(AUDIO))
    parts.append(rng.choice(CODECS))
    sep = rng.choice([".", ".", " "])
    return sep.join(parts) + "-" + _group(rng, SCENE_GROUPS, test)


def scene_daily_and_packs(rng: random.Random, test: bool) -> str:
    show = ".".join(rng.sample(half(SHOW_WORDS, test), 2))
    shape = rng.randrange(3)
    if shape == 0:
        guest = ".".join(_title(rng, test, 2, 2))
        return (f"{show}.{rng.randint(2015, 2025)}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}"
                f".{guest}.720p.WEB.h264-{_group(rng, SCENE_GROUPS, test)}")
    if shape == 1:
        return (f"{show}.S{rng.randint(1, 12):02d}.COMPLETE.{rng.choice(RES)}.{rng.choice(SOURCES)}"
                f".{rng.choice(CODECS)}-{_group(rng, SCENE_GROUPS, test)}")
    return (f"{show.replace('.', ' ')} Season {rng.randint(1, 9)} ({_year(rng)}) [{rng.choice(RES)}"
            f" {rng.choice(['BluRay', 'WEB-DL'])} x265 10bit]")


def p2p_movie(rng: random.Random, test: bool) -> str:
    title = " ".join(_title(rng, test))
    shape = rng.randrange(3)
    if shape == 0:
        return f"{title} ({_year(rng)}) [{rng.choice(RES)}] [{rng.choice(['BluRay', 'WEBRip', 'WEB'])}] [5.1] [YTS.MX]"
    if shape == 1:
        return (f"{title} {_year(rng)} {rng.choice(RES)} {rng.choice(['WEB-DL', 'BluRay', 'WEBRip'])}"
                f" {rng.choice(['DD5.1', 'AAC', 'DTS'])} {rng.choice(['H264', 'x265', 'HEVC'])}"
                f"-{_group(rng, SCENE_GROUPS, test)}")
    return (f"{title} ({_year(rng)}) {rng.choice(['Hybrid', 'Open Matte', 'Criterion', 'Extended'])}"
            f" {rng.choice(RES)} {rng.choice(['BluRay', 'UHD BluRay'])} REMUX {rng.choice(['AVC', 'HEVC'])}"
            f" {rng.choice(['DTS-HD MA 5.1', 'TrueHD 7.1'])}")


def anime(rng: random.Random, test: bool) -> str:
    title = rng.choice(half(ANIME_TITLES, test))
    grp = _group(rng, ANIME_GROUPS, test)
    crc = "".join(rng.choice("0123456789ABCDEF") for _ in range(8))
    shape = rng.randrange(4)
    if shape == 0:
        return f"[{grp}] {title} - {rng.randint(1, 28):02d} ({rng.choice(['1080p', '720p'])}) [{crc}].mkv"
    if shape == 1:
        return f"[{grp}] {title} S{rng.randint(2, 4)} - {rng.randint(1, 24):02d}v2 [1080p HEVC x265 10bit][Multi-Subs]"
    if shape == 2:
        return f"[{grp}] {title} (01-{rng.choice([12, 13, 24, 25])}) [BD 1080p FLAC] [Batch]"
    return f"{title} - {rng.randint(1, 24):02d} [{rng.choice(['1080p', '720p'])}][{crc}]"


def foreign(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(5)
    if shape == 0:
        return f"{rng.choice(half(JP_TITLES, test))} 第{rng.randint(1, 12)}話 ({rng.choice(JP_STATIONS)} 1920x1080 x264 AAC).mp4"
    if shape == 1:
        return (f"[{rng.choice(half(CN_GROUPS, test))}] {rng.choice(half(CN_TITLES, test))}"
                f" 【第{rng.randint(1, 40):02d}集】 [1080p][简繁日]")
    if shape == 2:
        return (f"{rng.choice(half(KR_TITLES, test))} E{rng.randint(1, 16):02d} {rng.randint(2019, 2024)}"
                f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d} 1080p WEB-DL")
    if shape == 3:
        return (f"{rng.choice(half(RU_TITLES, test))} ({_year(rng)}) {rng.choice(['WEB-DL 1080p', 'BDRip 720p', 'HDTVRip'])}"
                f" | {rng.choice(['Кинопоиск HD', 'LostFilm', 'NewStudio'])}")
    return (f"{'.'.join(_title(rng, test))}.{_year(rng)}.{rng.choice(['German.DL', 'FRENCH', 'MULTi', 'iTALiAN', 'SPANiSH'])}"
            f".{rng.choice(RES)}.{rng.choice(['BluRay', 'WEB'])}.x264-{_group(rng, SCENE_GROUPS, test)}")


def music(rng: random.Random, test: bool) -> str:
    artist = rng.choice(half(ARTISTS, test))
    album = " ".join(rng.sample(half(ALBUM_WORDS, test), rng.randint(1, 3)))
    year = _year(rng)
    shape = rng.randrange(5)
    if shape == 0:
        cat = "".join(rng.choice(string.ascii_uppercase) for _ in range(3)) + str(rng.randint(10, 999))
        return (f"{artist.replace(' ', '_')}-{album.replace(' ', '_')}-({cat})-WEB-{year}"
                f"-{_group(rng, ['FLAC', 'MOD', 'AFO', 'BPM', 'DDS', 'PTC', 'OMA', 'ENRiCH'], test)}")
    if shape == 1:
        return f"{artist} - {album} ({year}) [FLAC {rng.choice(['24bit-96kHz', '16-44', '24-192', 'CD'])}]"
    if shape == 2:
        return f"{artist} - Discography ({rng.randint(1960, 1999)}-{rng.randint(2000, 2024)}) [MP3 320kbps]"
    if shape == 3:
        return (f"VA-{album.replace(' ', '_')}-{rng.choice(['2CD', 'WEB', 'CD', 'VINYL'])}"
                f"-{year}-{_group(rng, ['MARiBOR', 'FATHEAD', 'JUSTiFY', 'WRE'], test)}")
    return (f"{artist} - {album} {'(Deluxe Edition) ' if rng.random() < 0.4 else ''}"
            f"({year}) {rng.choice(['Hi-Res', 'MP3 V0', 'AAC 256', 'ALAC'])}")


def books(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(4)
    if shape == 0:
        title = " ".join(rng.sample(half(BOOK_WORDS, test), rng.randint(2, 4)))
        return (f"{rng.choice(half(AUTHORS, test))} - {title} ({_year(rng)}) ({rng.choice(['retail', 'scan'])}"
                f") ({rng.choice(['epub', 'mobi', 'azw3', 'pdf'])})")
    if shape == 1:
        mag = rng.choice(half(MAGAZINES, test))
        month = rng.choice(["January", "March", "June", "October", "December", "Spring", "Summer"])
        return (f"{mag.replace(' ', '.')}.{month}.{rng.randint(2010, 2025)}.{rng.choice(MAG_TAGS)}")
    if shape == 2:
        return (f"{rng.choice(half(COMICS, test))} {rng.randint(1, 300):03d} ({rng.randint(1990, 2025)}"
                f") (digital) ({rng.choice(['Zone-Empire', 'Son of Ultron-Empire', 'Minutemen-Thoth', 'Glorith-HD'])}"
                f").cbr")
    title = " ".join(rng.sample(half(BOOK_WORDS, test), rng.randint(2, 4)))
    return f"{rng.choice(half(AUTHORS, test))} - {title} - Read by {rng.choice(half(NARRATORS, test))} (Unabridged) [M4B]"


def software(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(4)
    ver = f"v{rng.randint(1, 30)}.{rng.randint(0, 9)}.{rng.randint(0, 99)}"
    if shape == 0:
        extra = rng.choice(["", ".x64", ".Multilingual", ".Incl.Keygen", ".Incl.Patch", ".MacOS", ".Linux"])
        return f"{rng.choice(half(APPS, test))}.{ver}{extra}-{_group(rng, APP_GROUPS, test)}"
    if shape == 1:
        return f"{rng.choice(half(APPS, test)).replace('.', ' ')} {rng.randint(2019, 2025)} {ver} (x64) Multilingual"
    if shape == 2:
        game = rng.choice(half(GAMES, test))
        return f"{game}{rng.choice(['', '.Update.' + ver, '.Deluxe.Edition', '.MULTi12'])}-{_group(rng, GAME_GROUPS, test)}"
    distro = rng.choice(half(DISTROS, test))
    return distro.format(v=f"{rng.randint(10, 24)}.{rng.randint(0, 10):02d}")


def plain_titles(rng: random.Random, test: bool) -> str:
    """Legit names with little or no release structure: documentaries, radio, concerts, plain titles."""
    shape = rng.randrange(5)
    if shape == 0:
        return f"{rng.choice(half(DOCS, test))} - {rng.choice(half(DOC_SUBJECTS, test))}"
    if shape == 1:
        return f"{rng.choice(half(RADIO, test))} {rng.randint(2015, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
    if shape == 2:
        artist = rng.choice(half(ARTISTS, test))
        return (f"{artist} Live at {rng.choice(VENUES)}"
                f" {_year(rng)}")
    if shape == 3:
        return " ".join(_title(rng, test, 2, 4))
    return ".".join(_title(rng, test, 2, 4))


# Held-apart legitimate shapes (test only).
def held_apart_legit(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(5)
    if shape == 0:  # sports broadcasts
        teams = rng.sample(["Arsenal", "Liverpool", "Real.Madrid", "Bayern", "Juventus", "Celtics", "Lakers", "Ajax"], 2)
        return (f"{rng.choice(['EPL', 'UCL', 'NBA', 'NFL', 'Formula1'])}.{rng.randint(2019, 2025)}"
                f".{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}.{teams[0]}.vs.{teams[1]}"
                f".720p.WEB.h264-{rng.choice(['VERUM', 'SKYFiRE', 'DARKSPORT'])}")
    if shape == 1:  # retro game sets
        return (f"{rng.choice(['Nintendo - SNES', 'Sega - Mega Drive', 'Sony - PlayStation', 'Atari - 2600'])}"
                f" ({rng.choice(['No-Intro', 'Redump', 'TOSEC'])}) ({rng.randint(2018, 2024)}"
                f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d})")
    if shape == 2:  # courses
        return (f"{rng.choice(PLATFORMS)} - {rng.choice(COURSES)}"
                f" ({rng.randint(2019, 2024)})")
    if shape == 3:  # classical music
        return (f"{rng.choice(['Bach', 'Beethoven', 'Mahler', 'Debussy', 'Sibelius'])} -"
                f" {rng.choice(['Symphony No. 5', 'Goldberg Variations', 'Piano Sonatas', 'Complete Preludes'])}"
                f" - {rng.choice(['Karajan', 'Gould', 'Argerich', 'Rattle'])} ({_year(rng)}"
                f") [FLAC]")
    return (f"{rng.choice(['Thai', 'Hindi', 'Turkish', 'Greek'])} {rng.choice(['Drama', 'Movie'])}"
            f" {rng.choice(['สามีตีตรา', 'दंगल', 'Kara Sevda', 'Η Μεγάλη Χίμαιρα'])}"
            f" ({_year(rng)}) 1080p")


# --- junk families -------------------------------------------------------------


def _pad(rng: random.Random, text: str) -> str:
    """Apply the filter-evasion shapes spam uses: random tokens, decoration, case."""
    r = rng.random()
    if r < 0.25:
        text = f"{text} {' '.join(_tok(rng, rng.randint(3, 9)) for _ in range(rng.randint(1, 3)))}"
    elif r < 0.35:
        t = _tok(rng, rng.randint(4, 8))
        text = f"{t} {text.upper()} {t}"
    if rng.random() < 0.3:
        text = rng.choice(DECOR).format(s=text)
    c = rng.random()
    if c < 0.3:
        text = text.title()
    elif c < 0.45:
        text = text.upper()
    elif c < 0.6:
        text = text[0].upper() + text[1:]
    if rng.random() < 0.15:
        text = text.replace(" ", rng.choice([".", "_", "-"]))
    return text


def _phrase_family(pool: list[str]) -> Callable[[random.Random, bool], str]:
    def make(rng: random.Random, test: bool) -> str:
        phrase = rng.choice(half(pool, test) if len(pool) > 1 else pool)
        movie = " ".join(_title(rng, test, 1, 3))
        app = rng.choice(half(APPS, test)).replace(".", " ")
        text = phrase.format(m=movie, d=_domain(rng, test), a=app)
        if rng.random() < 0.2:
            text = f"{text} - {_domain(rng, test)}"
        return _pad(rng, text)

    return make


def _held_family(pool: list[str]) -> Callable[[random.Random, bool], str]:
    def make(rng: random.Random, test: bool) -> str:
        text = rng.choice(pool)
        if rng.random() < 0.2:
            text = f"{text} - {_domain(rng, True)}"
        return _pad(rng, text)

    return make


def noise(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(7)
    if shape == 0:
        return " ".join(rng.choice(half(WORDS_SALAD, test)) for _ in range(rng.randint(3, 8)))
    if shape == 1:
        return " ".join(rng.choice(LOREM) for _ in range(rng.randint(3, 8)))
    if shape == 2:
        row = rng.choice(["asdf", "qwer", "zxcv", "hjkl", "uiop", "jkl;", "wasd"])
        return (row * rng.randint(2, 5))[: rng.randint(6, 20)] + rng.choice(["", " " + row, "!!!", "123"])
    if shape == 3:
        ch = rng.choice(string.ascii_letters)
        return ch * rng.randint(6, 30) + rng.choice(["", " " + ch * rng.randint(3, 9)])
    if shape == 4:
        return "".join(rng.choice(BASE64) for _ in range(rng.randint(16, 60))) + "=" * rng.randint(0, 2)
    if shape == 5:
        return " ".join(_tok(rng, rng.randint(3, 12)) for _ in range(rng.randint(2, 6)))
    marks = "!@#$%^&*()_+=-~<>?/|\\[]{}"
    return "".join(rng.choice(marks + string.ascii_letters[: rng.randint(0, 5)]) for _ in range(rng.randint(8, 30)))


def held_noise(rng: random.Random, test: bool) -> str:
    shape = rng.randrange(3)
    if shape == 0:  # emoji and symbol rows
        return "".join(rng.choice(EMOJI) for _ in range(rng.randint(3, 12))) + rng.choice(CALLS)
    if shape == 1:  # lorem-like pseudo-words
        return " ".join("".join(rng.choice("bcdfghklmnprstvz") + rng.choice("aeiou") for _ in range(rng.randint(2, 4)))
                        for _ in range(rng.randint(3, 7)))
    return "-".join(str(rng.randint(0, 9999)).zfill(4) for _ in range(rng.randint(3, 6)))


# --- v2 additions (train only; after the first look at test.tsv, see docs/junk-rules.md) -------------
# The first evaluation missed spam in languages other than English, support-line scams carrying a phone
# number, digit-group noise and ad copy phrased unlike the pools above. These families widen the training
# data for those weaknesses with phrases of their own (none copied from test.tsv), from a second random
# stream so train.tsv's earlier rows and the whole of test.tsv stay byte for byte what v1 was measured on.

MULTILINGUAL_SPAM = [
    "jetzt gratis testen und sparen", "nur heute 70 prozent rabatt", "schnell geld verdienen im internet",
    "günstige kredite ohne bonitätsprüfung", "filme kostenlos online ansehen", "hier klicken und gewinnen",
    "abnehmen ohne diät garantiert", "singles aus deiner stadt warten", "voir le film gratuitement en ligne",
    "cliquez ici pour gagner un iphone", "crédit rapide sans justificatif", "rencontres gratuites près de chez vous",
    "perdez du poids rapidement", "offre exclusive seulement aujourd'hui", "ver peliculas gratis sin registro",
    "gana un iphone gratis ahora", "dinero rapido sin trabajar", "descarga gratis la mejor musica",
    "conoce solteras en tu ciudad", "oferta limitada solo hoy", "guarda film gratis in streaming",
    "offerta imperdibile solo oggi", "prestiti veloci senza garanzie", "guadagnare online facile",
    "gratis films kijken online", "snel geld lenen zonder bkr", "ganhe um iphone gratis agora",
    "assista filmes gratis online", "emprestimo rapido sem consulta", "darmowe filmy online bez rejestracji",
    "szybka pożyczka bez bik", "бесплатно смотреть фильмы онлайн", "заработок в интернете без вложений",
    "быстрый кредит без отказа", "kostenlos registrieren und sofort loslegen", "bonus sans depot casino en ligne",
]
SUPPORT_LINES = [
    "customer service number call {p}", "technical support helpline {p} 24 hours", "toll free support {p}",
    "antivirus support call {p} now", "email password recovery help {p}", "call {p} for instant assistance",
    "printer repair service call {p}", "activation help desk {p}", "airline booking number {p} call now",
    "bank support phone {p} open 24 7", "wifi not working call {p}", "account recovery helpline {p}",
]
MORE_ADS = [
    "doctors are stunned by this trick", "one weird trick to burn belly fat", "banks hate this simple method",
    "the secret they tried to ban", "you will not believe what happened next", "see why everyone is switching",
    "celebrities swear by this cream", "this changes everything click to see", "limited spots left sign up",
    "find out if you qualify today", "the shocking truth about your bills", "reverse aging in 7 days",
    "ditch your glasses with this method", "ancient remedy cures joint pain", "local mom makes 8000 a month",
    "try it risk free for 30 days", "as seen on tv now half price", "top rated by thousands of customers",
    "your free trial is waiting", "only 3 left in stock order now", "best kept secret of the rich",
    "exposed the scam banks do not want known", "new loophole pays you monthly", "get your free sample today",
]
SOFTWARE_PITCH = [
    "{a} serial number generator free", "{a} registration key working 2025", "{a} full version with activator",
    "{a} unlock code generator no survey", "{a} license generator download", "{a} cracked with patch latest",
    "{a} activator free lifetime", "{a} portable cracked free", "{a} key finder free download",
]
PLAYER_BAIT = [
    "{m} play with the included viewer", "{m} open with our free player", "{m} media key required to play",
    "{m} install the bundled codec", "{m} needs special player download", "{m} viewer included run setup",
    "{m} license file required download here", "{m} requires plugin to watch",
]


# Software names the v2 pitches use; the same names appear as legitimate uploads below, so the model learns
# the pitch ("serial number generator"), not the product.
V2_APPS = ["Nero Burning ROM", "Avast Premium Security", "CCleaner Professional", "Driver Booster Pro",
           "Internet Download Manager", "Camtasia Studio", "Wondershare Filmora", "Malwarebytes Premium",
           "4K Video Downloader", "Ashampoo Burning Studio", "Acronis True Image", "Bandicam", "EaseUS Partition Master",
           "Total Commander", "Revo Uninstaller Pro", "Adobe Lightroom Classic", "Corel PaintShop Pro", "Vegas Pro"]


def v2_software_names(rng: random.Random, test: bool) -> str:
    app = rng.choice(V2_APPS)
    shape = rng.randrange(4)
    if shape == 0:
        return f"{app.replace(' ', '.')}.v{rng.randint(1, 30)}.{rng.randint(0, 9)}.{rng.randint(0, 999)}-{rng.choice(APP_GROUPS)}"
    if shape == 1:
        year = rng.randint(2019, 2025)
        return f"{app} {year} {rng.randint(1, 30)}.{rng.randint(0, 9)}.{rng.randint(0, 9999)} (x64) Multilingual"
    if shape == 2:
        return f"{app} {rng.choice(['Portable', 'Multilingual', 'Retail', 'Business Edition', 'Setup', 'Update'])}"
    return app


def _phone(rng: random.Random) -> str:
    return rng.choice([f"1-8{rng.choice('0478')}{rng.choice('0478')}-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
                       f"+1 ({rng.randint(200, 999)}) {rng.randint(200, 999)}-{rng.randint(1000, 9999)}",
                       f"{rng.randint(200, 999)}.{rng.randint(200, 999)}.{rng.randint(1000, 9999)}",
                       f"+44 {rng.randint(20, 80)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"])


def _v2_family(pool: list[str]) -> Callable[[random.Random, bool], str]:
    def make(rng: random.Random, test: bool) -> str:
        text = rng.choice(pool)
        text = text.format(p=_phone(rng), m=" ".join(_title(rng, False, 1, 3)),
                           a=rng.choice(V2_APPS).replace(" ", rng.choice([" ", ".", "-"])))
        if rng.random() < 0.2:
            text = f"{text} - {_domain(rng, False)}"
        return _pad(rng, text)

    return make


def digit_noise(rng: random.Random, test: bool) -> str:
    sep = rng.choice(["-", " ", ".", "_", ""])
    return sep.join(str(rng.randint(0, 99999)).zfill(rng.randint(3, 5)) for _ in range(rng.randint(2, 6)))


V2_FAMILIES: dict[str, Callable[[random.Random, bool], str]] = {
    "v2:multilingual_spam": _v2_family(MULTILINGUAL_SPAM), "v2:support_lines": _v2_family(SUPPORT_LINES),
    "v2:more_ads": _v2_family(MORE_ADS), "v2:software_pitch": _v2_family(SOFTWARE_PITCH),
    "v2:player_bait": _v2_family(PLAYER_BAIT), "v2:digit_noise": digit_noise,
}
V2_PER_FAMILY = 200


# --- v3 additions (train only; after the one look at fresh.tsv, see docs/junk-rules.md) --------------
# fresh.tsv showed legitimate names without release structure scored junk when nothing like them was in
# training: episodic audio, courses, audio drama, live recordings, one-word titles in capitals. These
# families add such shapes with vocabularies of their own (no show, course or title of fresh.tsv), from a
# third random stream; earlier rows and the test splits are unchanged.

V3_SHOWS = ["Stuff You Should Know", "The Moth", "Planet Money", "Song Exploder", "Criminal", "Invisibilia",
            "The Dollop", "My Favorite Murder", "Revisionist History", "Dan Carlin's Common Sense", "The Bugle",
            "Answer Me This", "Welcome to Night Vale", "The Adventure Zone", "No Such Thing as a Fish",
            "You're Dead to Me", "Do You Remember", "Things You Missed in History Class", "Off Menu", "Cabinet of Curiosities"]
V3_SUBJECTS = ["Linear Algebra", "Organic Chemistry", "Microeconomics", "World History", "Music Theory",
               "Quantum Mechanics", "Art History", "Statistics", "Philosophy of Mind", "Astronomy", "Latin",
               "Cell Biology", "Game Theory", "Creative Writing", "Japanese for Beginners", "Calculus", "Geology"]
V3_SCHOOLS = ["Open University", "Khan Academy", "Coursera", "edX", "Oxford", "Princeton", "Caltech", "Udemy",
              "The Teaching Company", "Collège de France", "TU Delft", "Wondrium"]
V3_DRAMAS = ["Radio 4 Extra", "Drama on 3", "The Archers Omnibus", "Book at Bedtime", "Classic Chandler",
             "Sherlock Holmes Radio", "Big Finish", "Doctor Who Audio Drama", "Lux Radio Theatre", "Suspense"]
V3_WORKS = ["The Maltese Falcon", "Dracula", "Pride and Prejudice", "The War of the Worlds", "Moby Dick",
            "Brave New World", "The Big Sleep", "Frankenstein", "Great Expectations", "The Trial", "Ulysses",
            "Jane Eyre", "Rebecca", "Middlemarch", "The Odyssey", "Don Quixote"]
V3_WORDS = ["Memento", "Gravity", "Rush", "Sicario", "Drive", "Whiplash", "Interstellar", "Dunkirk", "Joker", "Us",
            "Cars", "Up", "Coco", "Frozen", "Moana", "Wall-E", "Ratatouille", "Titanic", "Avatar", "Gladiator",
            "Rocky", "Rambo", "Predator", "Aliens", "Robocop", "Troy", "Casablanca", "Chinatown", "Rashomon",
            "Ikiru", "Ran", "Amadeus", "Network", "Gandhi", "Platoon", "Unforgiven", "Braveheart", "Fury", "Elf",
            "Borat", "Bronson", "Shame", "Hunger", "Lucy", "Her", "Split", "Glass", "Logan", "Lincoln", "Argo"]
V3_ARTISTS = ["Grateful Dead", "Phish", "Bruce Springsteen", "Led Zeppelin", "The Who", "Neil Young", "Bob Dylan",
              "Pearl Jam", "The Cure", "Joy Division", "Sonic Youth", "Pixies", "Prince", "David Bowie"]
V3_PLACES = ["Winterland", "Fillmore East", "Hammersmith Odeon", "Cow Palace", "Paradiso", "Olympia",
             "Rainbow Theatre", "Roskilde", "Woodstock", "Knebworth", "Madison Square Garden", "Royal Festival Hall"]


def v3_episodic(rng: random.Random, test: bool) -> str:
    show = rng.choice(V3_SHOWS)
    shape = rng.randrange(4)
    if shape == 0:
        return f"{show} - Episode {rng.randint(1, 600)}"
    if shape == 1:
        return f"{show} {rng.randint(1, 600)} - {' '.join(_title(rng, False, 1, 3))}"
    if shape == 2:
        return f"{show} - {rng.choice(['Live', 'Bonus', 'Special', 'Christmas Special', 'Best Of'])}"
    return f"{show} #{rng.randint(1, 900)}"


def v3_courses(rng: random.Random, test: bool) -> str:
    subject, school = rng.choice(V3_SUBJECTS), rng.choice(V3_SCHOOLS)
    shape = rng.randrange(4)
    if shape == 0:
        return f"{school} - {subject}"
    if shape == 1:
        return f"{subject} - {rng.choice(['Lecture', 'Module', 'Week', 'Unit'])} {rng.randint(1, 30)}"
    if shape == 2:
        return f"{school} {subject} {rng.choice(['Complete Course', 'Lectures', 'Seminar', 'Masterclass', 'Crash Course'])}"
    return f"{rng.choice(['Introduction to', 'Advanced', 'Foundations of', 'A History of'])} {subject}"


def v3_audio_drama(rng: random.Random, test: bool) -> str:
    series, work = rng.choice(V3_DRAMAS), rng.choice(V3_WORKS)
    shape = rng.randrange(3)
    if shape == 0:
        return f"{series} - {work}"
    if shape == 1:
        return f"{series} - {work} - {rng.choice(['Part', 'Episode', 'Chapter'])} {rng.randint(1, 12)}"
    return f"{work} - {rng.choice(['Full Cast Dramatisation', 'Radio Play', 'Audio Drama', 'Reading'])}"


def v3_live(rng: random.Random, test: bool) -> str:
    artist, place = rng.choice(V3_ARTISTS), rng.choice(V3_PLACES)
    extra = rng.choice(["", " Soundboard", " Audience Recording", " Bootleg", " Matrix", " (Remastered)", " Complete Show"])
    return rng.choice([f"{artist} - Live at {place}{extra}", f"{artist} {place}{extra}", f"{artist} - {place}"])


def v3_short_titles(rng: random.Random, test: bool) -> str:
    words = rng.sample(V3_WORDS, rng.choice([1, 1, 1, 2]))
    text = " ".join(words)
    shape = rng.randrange(4)
    if shape == 0:
        return text.upper()
    if shape == 1:
        return text.lower()
    return text


V3_FAMILIES: dict[str, Callable[[random.Random, bool], str]] = {
    "v3:episodic_audio": v3_episodic, "v3:courses": v3_courses, "v3:audio_drama": v3_audio_drama,
    "v3:live_recordings": v3_live, "v3:short_titles": v3_short_titles,
}


# --- v4 additions (train only; after the one look at fresh2.tsv, see docs/junk-rules.md) --------------
# fresh2.tsv showed real works whose names read like advertising or address the reader (film, game-show,
# song and book titles) scored junk, and spam intents of fresh.tsv and fresh2.tsv missed. These families add
# real works from a vocabulary of their own (none of fresh2.tsv's titles) and those spam intents phrased anew
# (none of fresh.tsv's or fresh2.tsv's phrases), from a fourth random stream; earlier rows are unchanged.
# Titles that also appear in a later held-apart split are dropped from training (build(): `held_titles`).

V4_WORKS = [
    "Get Out", "Get Shorty", "Get Smart", "Get Carter", "Get Him to the Greek", "Get Rich or Die Tryin'",
    "Show Me a Hero", "Take Me Home Tonight", "Take the Money and Run", "Take Shelter", "Take This Waltz",
    "Burn After Reading", "Eat Pray Love", "Knives Out", "Don't Look Up", "Don't Breathe", "Don't Worry Darling",
    "Don't Tell Mom the Babysitter's Dead", "Leave No Trace", "Leave the World Behind", "Leave It to Beaver",
    "Save the Last Dance", "Save Yourselves!", "Saving Private Ryan", "Saving Grace", "Free Guy", "Free Willy",
    "Free State of Jones", "Free Fire", "Free Solo", "Free Birds", "Money Monster", "Money Train", "Money Talks",
    "Moneyball", "Money Heist", "Cash Only", "Cash Truck", "Cold Cash", "Million Dollar Baby",
    "The Million Dollar Hotel", "Million Dollar Arm", "Slumdog Millionaire", "Brewster's Millions", "Trading Places",
    "The Big Short", "Margin Call", "Wall Street Money Never Sleeps", "The Wolf of Wall Street", "Boiler Room",
    "Glengarry Glen Ross", "Dumb Money", "Uncut Gems", "Cheaper by the Dozen", "Deal of the Century", "The Deal",
    "Let's Make a Deal", "The Price Is Right", "Wheel of Fortune", "Family Fortunes", "Pointless", "Jeopardy!",
    "The Chase", "Tipping Point", "Who Wants to Marry a Multi-Millionaire", "Are You Smarter Than a 5th Grader",
    "Are You Being Served", "Are You Afraid of the Dark", "Do You Believe in Magic", "Can You Ever Forgive Me",
    "Did You Hear About the Morgans", "What We Do in the Shadows", "Whatever Works", "Anything Else",
    "Everybody Wants Some!!", "Everybody Loves Raymond", "Everybody Hates Chris", "You", "You Me and Dupree",
    "You've Got Mail", "You Don't Mess with the Zohan", "You Were Never Really Here", "You Hurt My Feelings",
    "Yes Man", "Yes Day", "Just Go with It", "Just Friends", "Just Mercy", "Only Murders in the Building",
    "Only Lovers Left Alive", "Only God Forgives", "Limitless", "Unlimited Love", "Instant Family", "Fast Five",
    "Fast Times at Ridgemont High", "Easy A", "Easy Rider", "Easy Virtue", "Cheap Thrills", "Best in Show",
    "The Best Exotic Marigold Hotel", "Best Friend's Wedding", "Win It All", "Winner", "The Winner Takes It All",
    "Prize Fighter", "The Prize", "Bonus Family", "Premium Rush", "Exclusive", "Secret Window",
    "The Secret Life of Walter Mitty", "The Secret Garden", "Secret Invasion", "Miracle on 34th Street",
    "Miracle Workers", "The Miracle Worker", "Amazing Grace", "The Amazing Spider-Man", "Amazing Stories",
    "Incredibles 2", "The Incredible Hulk", "Hot Fuzz", "Hot Tub Time Machine", "Some Like It Hot",
    "New Girl", "Brand New Cherry Flavor", "The Newsroom", "Click", "Call Me Kat", "Call the Midwife",
    "Call My Agent!", "Better Call Saul", "Buy It Now", "Sign of the Times", "Join or Die", "Meet the Parents",
    "Meet Joe Black", "Meet the Fockers", "Meet the Robinsons", "Order of the Phoenix", "Law and Order",
    "Find Me Guilty", "Finding Nemo", "Finding Neverland", "Try Seventeen", "Learn to Fly", "Discover Ireland",
    "Unlock Your Brain", "Watch Dogs", "Watchmen", "Download This Song", "Stream of Consciousness",
    "Click Here to Continue", "Pay It Forward", "Payback", "Paycheck", "The Credit Checker", "Loan Shark",
    "The Loan Arranger", "Debt Collector", "The Accountant", "Risky Business", "Big Business", "Small Business",
    "Monkey Business", "Cheap Trick at Budokan", "Lose Yourself", "Lose Control", "Weight of Water",
    "The Whale", "Super Size Me", "Fat Chance", "Sugar Rush", "Drugstore Cowboy", "Pill Pusher",
    "Doctor Sleep", "Doctor Strange", "Dr. Dolittle", "The Good Doctor", "Love Actually", "Crazy Stupid Love",
    "Hot Singles in Your Area", "Dating Around", "Love Is Blind", "Married at First Sight", "The Dating Game",
    "Single All the Way", "Lonely Hearts", "Sweet Home Alabama", "Home Alone", "Work It", "Working Girl",
    "Work from Home", "Nine to Five", "Office Space", "Hire a Hero", "Help Wanted", "The Help",
    "Now and Then", "Now Is Good", "Apocalypse Now", "Here and Now", "Today Is the Day", "Tonight Show",
    "Last Chance Harvey", "One Chance", "Second Chance", "Last Call", "Final Offer", "The Offer",
    "An Offer You Can't Refuse", "Limited Partners", "Act Now or Never", "Hurry Sundown", "Urgent Care",
]
V4_ARTIST_SONGS = [
    ("Pink Floyd", "Money"), ("ABBA", "Money Money Money"), ("Barrett Strong", "Money (That's What I Want)"),
    ("Dire Straits", "Money for Nothing"), ("The Flying Lizards", "Money"), ("Jessie J", "Price Tag"),
    ("Fifth Harmony", "Worth It"), ("Madonna", "Material Girl"), ("Donna Summer", "She Works Hard for the Money"),
    ("The O'Jays", "For the Love of Money"), ("Kanye West", "Gold Digger"), ("Cardi B", "Money"),
    ("Lisa", "Money"), ("Travie McCoy", "Billionaire"), ("Bruno Mars", "The Lazy Song"),
    ("Queen", "I Want It All"), ("Queen", "I Want to Break Free"), ("George Michael", "Freedom! '90"),
    ("Tom Petty", "Free Fallin'"), ("Lynyrd Skynyrd", "Free Bird"), ("The Beatles", "Can't Buy Me Love"),
    ("The Beatles", "Help!"), ("The Beatles", "Taxman"), ("The Beatles", "Come Together"),
    ("The Beatles", "I Want to Hold Your Hand"), ("The Beatles", "Buy Me Love"), ("Blondie", "Call Me"),
    ("Carly Rae Jepsen", "Call Me Maybe"), ("Tom Jones", "Sex Bomb"), ("Sugababes", "Push the Button"),
    ("Eminem", "Lose Yourself"), ("Daft Punk", "Get Lucky"), ("Daft Punk", "Harder Better Faster Stronger"),
    ("Madonna", "Get into the Groove"), ("The Rolling Stones", "You Can't Always Get What You Want"),
    ("The Rolling Stones", "(I Can't Get No) Satisfaction"), ("Simple Minds", "Don't You (Forget About Me)"),
    ("Bobby McFerrin", "Don't Worry Be Happy"), ("Journey", "Don't Stop Believin'"),
    ("Fleetwood Mac", "Don't Stop"), ("Queen", "Don't Stop Me Now"), ("Tina Turner", "The Best"),
    ("Whitney Houston", "I Wanna Dance with Somebody"), ("Cyndi Lauper", "Girls Just Want to Have Fun"),
    ("Spice Girls", "Wannabe"), ("Backstreet Boys", "I Want It That Way"), ("Britney Spears", "Toxic"),
    ("Rick Astley", "Never Gonna Give You Up"), ("Bon Jovi", "You Give Love a Bad Name"),
    ("U2", "I Still Haven't Found What I'm Looking For"), ("Coldplay", "Fix You"), ("Adele", "Hello"),
    ("Lionel Richie", "Hello"), ("Survivor", "Eye of the Tiger"), ("Europe", "The Final Countdown"),
    ("Kool & the Gang", "Celebration"), ("Bee Gees", "Stayin' Alive"), ("Gloria Gaynor", "I Will Survive"),
    ("Village People", "Y.M.C.A."), ("R.E.M.", "Everybody Hurts"), ("Pharrell Williams", "Happy"),
    ("Katy Perry", "Roar"), ("Taylor Swift", "Shake It Off"), ("Mark Ronson", "Uptown Funk"),
    ("Billy Joel", "We Didn't Start the Fire"), ("Toto", "Africa"), ("Aha", "Take On Me"),
    ("Wham!", "Wake Me Up Before You Go-Go"), ("Soft Cell", "Tainted Love"), ("The Clash", "Should I Stay or Should I Go"),
    ("The Clash", "London Calling"), ("The Police", "Every Breath You Take"), ("Sting", "If You Love Somebody Set Them Free"),
    ("Police", "Message in a Bottle"), ("Prince", "Kiss"), ("Prince", "1999"), ("Madonna", "Like a Prayer"),
    ("Michael Jackson", "Beat It"), ("Michael Jackson", "Bad"), ("Michael Jackson", "Remember the Time"),
    ("Janet Jackson", "What Have You Done for Me Lately"), ("Arctic Monkeys", "Do I Wanna Know?"),
    ("Franz Ferdinand", "Take Me Out"), ("The Killers", "Mr. Brightside"), ("Oasis", "Don't Look Back in Anger"),
    ("Blur", "Song 2"), ("Radiohead", "Creep"), ("Nirvana", "Come as You Are"), ("Beck", "Loser"),
    ("Bob Marley", "Get Up Stand Up"), ("Bob Marley", "Three Little Birds"), ("Elvis Presley", "Return to Sender"),
    ("Chuck Berry", "Johnny B. Goode"), ("Ray Charles", "Hit the Road Jack"), ("Aretha Franklin", "Think"),
    ("James Brown", "Get Up (I Feel Like Being a) Sex Machine"), ("Marvin Gaye", "Let's Get It On"),
    ("Stevie Wonder", "Superstition"), ("Earth Wind & Fire", "September"), ("Chic", "Le Freak"),
    ("Sister Sledge", "We Are Family"), ("Lipps Inc.", "Funkytown"), ("The Buggles", "Video Killed the Radio Star"),
]
V4_BOOKS = [
    "Rich Dad Poor Dad", "The 4-Hour Workweek", "Think and Grow Rich", "The Millionaire Next Door",
    "Your Money or Your Life", "The Total Money Makeover", "I Will Teach You to Be Rich", "The Richest Man in Babylon",
    "How to Win Friends and Influence People", "The 7 Habits of Highly Effective People", "Atomic Habits",
    "The Power of Now", "You Are a Badass", "Unlimited Power", "Awaken the Giant Within", "Make Your Bed",
    "Eat That Frog!", "Getting Things Done", "Start with Why", "Deep Work", "Can't Hurt Me", "Grit",
    "The Subtle Art of Not Giving a F*ck", "Everything Is F*cked", "Girl Wash Your Face", "Who Moved My Cheese?",
    "Freakonomics", "Nudge", "Thinking Fast and Slow", "The Lean Startup", "Zero to One", "Good to Great",
    "The Intelligent Investor", "A Random Walk Down Wall Street", "The Psychology of Money", "Die with Zero",
    "Quiet", "Mindset", "Outliers", "Blink", "Lose Weight for Good", "The Complete Guide to Fasting",
    "How Not to Die", "Why We Sleep", "The Body Keeps the Score", "Salt Sugar Fat", "Wheat Belly",
    "Dr. Atkins' New Diet Revolution", "The South Beach Diet", "Skinny Bitch", "French Women Don't Get Fat",
    "He's Just Not That Into You", "Men Are from Mars Women Are from Venus", "The Game", "Models",
    "Learn Python the Hard Way", "Automate the Boring Stuff with Python", "Cracking the Coding Interview",
    "Clean Code", "Don't Make Me Think", "Steal Like an Artist", "Show Your Work!", "Keep Going",
]
_POOLS: dict[str, list[str]] = {}


def _pool(name: str, pool: list[str]) -> list[str]:
    if name not in _POOLS:
        _POOLS[name] = unheld(pool)
    return _POOLS[name]


def _song_pool() -> list[tuple[str, str]]:
    songs = set(_pool("songs", [song for _artist, song in V4_ARTIST_SONGS]))
    return [(a, s) for a, s in V4_ARTIST_SONGS if s in songs]


V4_SHOW_SONG_SEPARATORS = [" - ", " - ", "-", " – "]


def v4_works(rng: random.Random, test: bool) -> str:
    title = rng.choice(_pool("works", V4_WORKS))
    shape = rng.randrange(6)
    if shape == 0:
        return title.replace(" ", ".")
    if shape == 1:
        return title.lower()
    if shape == 2:
        extra = rng.choice(["Complete Series", f"Season {rng.randint(1, 9)}", "Extended Cut", "Director's Cut",
                            "Collection", "Soundtrack", "OST"])
        return f"{title} {extra}"
    return title


def v4_songs(rng: random.Random, test: bool) -> str:
    artist, song = rng.choice(_song_pool())
    sep = rng.choice(V4_SHOW_SONG_SEPARATORS)
    shape = rng.randrange(6)
    if shape == 0:
        return f"{artist}{sep}{song}".replace(" ", ".")
    if shape == 1:
        version = rng.choice(["Live", "Remix", "Single", "Extended Mix", "Acoustic", "Demo", "Remaster"])
        return f"{artist}{sep}{song} ({version})"
    if shape == 2:
        return f"{rng.randint(1, 19):02d} - {artist}{sep}{song}"
    return f"{artist}{sep}{song}"


def v4_books(rng: random.Random, test: bool) -> str:
    title = rng.choice(_pool("books", V4_BOOKS))
    shape = rng.randrange(4)
    if shape == 0:
        return f"{title} ({rng.choice(('Audiobook', 'Unabridged', 'eBook', 'Summary', 'Workbook'))})"
    if shape == 1:
        return title.replace(" ", "_")
    return title


# Spam intents of fresh.tsv and fresh2.tsv, phrased anew (their phrases are not reused).
V4_SPAM = [
    # pump and dump
    "{t} shares about to rocket", "the next 10 bagger is {t}", "{t} could double by friday", "load up on {t} before the news",
    "small cap alert {t} ready to run", "{t} breakout imminent act now", "buy {t} before wall street wakes up",
    "{t} to the moon 500 percent gains", "hot stock pick {t} huge upside",
    # essay and diploma mills, visas
    "we write your essay overnight", "pay someone to do my homework", "buy a real university diploma",
    "get a masters degree without exams", "verified degree certificates for sale", "ielts certificate without test",
    "work visa approved in 7 days", "green card guaranteed apply today", "genuine passports and id cards",
    "nursing assignment help 24/7", "ghost writer for your thesis",
    # psychics, charity scams, leads, recruitment
    "free psychic reading tonight", "talk to a real medium now", "your tarot card reading is waiting",
    "donate now to help the children", "send relief to flood victims today", "fresh b2b email leads",
    "targeted leads for your business", "verified ceo email list", "uploaders wanted earn per download",
    "we pay you to share files", "join our upload team paid weekly",
    # iptv, fake shops, game currency, paid surveys
    "best iptv 20000 live channels", "iptv subscription 12 months", "m3u list all channels worldwide",
    "firestick iptv no freezing", "cheap nike shoes outlet store", "designer handbags 80 off",
    "ray ban sunglasses clearance sale", "free robux generator", "unlimited v-bucks no human verification",
    "fifa coins instant delivery", "free gems and gold hack", "get paid to take surveys",
    "earn 50 per survey online", "paid surveys from home", "answer 3 questions and win",
    # unfilled templates and template noise
    "{{title}} {{year}}", "%TITLE% - %GROUP%", "undefined undefined", "null null null", "[object Object]",
    "$title ($year)", "insert title here", "TITLE GOES HERE", "lorem ipsum dolor sit amet",
]
# Other intents from the public spam histories (advance-fee letters, MLM, adult webcams, supplements and
# beauty, ringtones, hosting and traffic tools, ink and gadget wholesale, bullion, resell-rights bundles).
# Written before the blind split fresh3.tsv was read; the intents that split was asked to cover are left out.
V4_OTHER_SPAM = [
    "urgent business proposal from barrister", "unclaimed inheritance funds awaiting you",
    "transfer of 10.5 million usd confidential", "dear beneficiary your fund is ready", "next of kin needed for deposit",
    "be your own boss join my team", "start your home business today", "ground floor opportunity downline builder",
    "network marketing leads that convert", "residual income for life", "live cam girls waiting for you",
    "hot webcam shows no signup", "private cam chat 18+ now", "pure cbd oil free trial", "premium vape juice wholesale",
    "grow back your hair in weeks", "teeth whitening kit 70 off", "anti aging cream dermatologists love",
    "collagen gummies buy 2 get 1", "ringtones for your mobile send yes", "text win to 8080 for free tones",
    "unlimited hosting 1 dollar a month", "bulk domains cheap registration", "traffic bot 10000 visitors daily",
    "autopilot website traffic tool", "printer ink cartridges 80 percent off", "wholesale smartphones direct from factory",
    "drone with 4k camera clearance", "buy gold bullion below spot", "silver coins investment opportunity",
    "resell rights ebook bundle 500 titles", "plr articles mega pack", "private label rights money maker",
    "mega link list 2000 premium sites", "vip membership all access lifetime", "submit your site to 5000 directories",
]
V4_TICKERS = ["QRTX", "BLNK", "MVIS", "SNDL", "ACME", "TLRY", "GME", "WKHS", "OCGN", "BBIG"]


def v4_spam(rng: random.Random, test: bool) -> str:
    text = rng.choice(V4_SPAM).replace("{t}", rng.choice(V4_TICKERS))
    return _v4_shape(rng, text)


def v4_other_spam(rng: random.Random, test: bool) -> str:
    return _v4_shape(rng, rng.choice(V4_OTHER_SPAM))


def _v4_shape(rng: random.Random, text: str) -> str:
    shape = rng.randrange(5)
    if shape == 0:
        text = text.title()
    elif shape == 1:
        text = text.upper()
    elif shape == 2:
        text = text.replace(" ", rng.choice([".", "_", "-"]))
    if rng.random() < 0.2:
        text = f"{text} - {_domain(rng, False)}"
    return _pad(rng, text)


V4_FAMILIES: dict[str, tuple[str, Callable[[random.Random, bool], str]]] = {
    "v4:real_works": ("legit", v4_works), "v4:artist_songs": ("legit", v4_songs), "v4:books": ("legit", v4_books),
    "v4:seen_spam_intents": ("junk", v4_spam), "v4:other_spam_intents": ("junk", v4_other_spam),
}


LEGIT_FAMILIES: dict[str, Callable[[random.Random, bool], str]] = {
    "scene_movie": scene_movie, "scene_tv": scene_tv, "scene_daily_packs": scene_daily_and_packs,
    "p2p_movie": p2p_movie, "anime": anime, "foreign": foreign, "music": music, "books": books,
    "software": software, "plain_titles": plain_titles,
}
JUNK_FAMILIES: dict[str, Callable[[random.Random, bool], str]] = {
    "pharma": _phrase_family(PHARMA), "money": _phrase_family(MONEY), "loans": _phrase_family(LOANS),
    "dating": _phrase_family(DATING), "replica": _phrase_family(REPLICA), "stream": _phrase_family(STREAM),
    "download_pitch": _phrase_family(DOWNLOAD_PITCH), "keygen": _phrase_family(KEYGEN),
    "fake_codec": _phrase_family(FAKE_CODEC), "crypto_casino": _phrase_family(CRYPTO), "phish": _phrase_family(PHISH),
    "seo": _phrase_family(SEO), "screeds": _phrase_family(SCREEDS), "collection_pitch": _phrase_family(COLLECTION_PITCH),
    "password_bait": _phrase_family(PASSWORD_BAIT), "noise": noise,
}
HELD_APART: dict[str, tuple[str, Callable[[random.Random, bool], str]]] = {
    "prize": ("junk", _held_family(PRIZE)), "tech_support": ("junk", _held_family(TECH_SUPPORT)),
    "jobs": ("junk", _held_family(JOBS)), "fake_update": ("junk", _held_family(FAKE_UPDATE)),
    "foreign_spam": ("junk", _held_family(FOREIGN_SPAM)), "symbol_noise": ("junk", held_noise),
    "legit_other_shapes": ("legit", held_apart_legit),
}


def build() -> tuple[list[str], list[str]]:
    """Return (train lines, test lines), deterministic for SEED."""
    rng = random.Random(SEED)
    train: list[str] = []
    test: list[str] = []
    seen: set[str] = set()

    def emit(out: list[str], label: str, family: str, make: Callable[[random.Random, bool], str], n: int,
             is_test: bool) -> None:
        tries = 0
        made = 0
        while made < n and tries < n * 20:
            tries += 1
            title = make(rng, is_test)
            if rng.random() < 0.35:
                title = shell(rng, title)
            title = title.replace("\t", " ").replace("\n", " ")
            if title in seen:
                continue
            seen.add(title)
            out.append(f"{label}\t{family}\t{title}")
            made += 1

    for label, families in (("legit", LEGIT_FAMILIES), ("junk", JUNK_FAMILIES)):
        for family, make in families.items():
            emit(train, label, family, make, TRAIN_PER_FAMILY, False)
            emit(test, label, family, make, TEST_PER_FAMILY, True)
    for family, (label, make) in HELD_APART.items():
        emit(test, label, "held_apart:" + family, make, HELD_APART_PER_FAMILY, True)
    rng = random.Random(SEED + 1)  # the v2 stream: earlier rows stay as v1 was measured on
    for family, make in V2_FAMILIES.items():
        emit(train, "junk", family, make, V2_PER_FAMILY, False)
    emit(train, "legit", "v2:software_names", v2_software_names, V2_PER_FAMILY, False)
    rng = random.Random(SEED + 2)  # the v3 stream; since v4 a title of a later held-apart split never trains
    seen.update(held_titles())
    for family, make in V3_FAMILIES.items():
        emit(train, "legit", family, make, V2_PER_FAMILY, False)
    rng = random.Random(SEED + 3)  # the v4 stream
    for family, (label, make) in V4_FAMILIES.items():
        emit(train, label, family, make, V2_PER_FAMILY, False)
    return train, test


def held_titles() -> set[str]:
    """Return the titles of the later held-apart splits (fresh*.tsv) as they are on disk: v4 rows must not repeat one."""
    return {title for _label, title in _held_rows()}


def _held_rows() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for path in sorted(HERE.glob("fresh*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                label, _family, title = line.split("\t", 2)
                out.append((label, title))
    return out


def _words(text: str) -> str:
    return " " + " ".join("".join(c if c.isalnum() else " " for c in text.casefold()).split()) + " "


def unheld(pool: list[str]) -> list[str]:
    """Return the works of `pool` that no legitimate title of a held-apart split names (as whole words).

    Why: the v4 families are real works, and a real work both trained on and measured on would
    make the held-apart figure a memory test; the later splits are written without looking here.
    """
    held = [_words(t) for label, t in _held_rows() if label == "legit"]
    return [w for w in pool if not any(_words(w) in h for h in held)]


HEADER = "# {what}: LABEL<TAB>FAMILY<TAB>TITLE, written by make_corpus.py (seed {seed}); {note}\n"


def main(out_dir: Path = HERE) -> None:
    train, test = build()
    (out_dir / "train.tsv").write_text(
        HEADER.format(what="train split", seed=SEED, note="the model is fitted on these only") + "\n".join(train) + "\n",
        encoding="utf-8")
    (out_dir / "test.tsv").write_text(
        HEADER.format(what="held-apart test split", seed=SEED,
                      note="never trained or tuned on; held_apart:* families exist only here") + "\n".join(test) + "\n",
        encoding="utf-8")


if __name__ == "__main__":
    main()
