"""Generate the labelled junk-audit corpus: legit.txt and junk.txt.

Run from the repository root: ``python tests/data/junk/make_corpus.py``.
The output is deterministic (fixed seed), so the files are reproducible and
reviewable; re-run after editing a template and commit both.

Line format (tab-separated): TITLE [SIZE_BYTES|-] [GROUP]. A size means the
title is judged at the build stage with that total size; "-" means unknown.

The hand-written, held-out titles live in legit_handwritten.txt and
junk_handwritten.txt; they are NOT generated here, were written before the
rules were tuned against this corpus, and exist to catch overfitting to these
templates.
"""

from __future__ import annotations

import random
import string
import uuid
from pathlib import Path

SEED = 20261130
HERE = Path(__file__).resolve().parent
KIB, MIB, GIB = 1 << 10, 1 << 20, 1 << 30

MOVIE_WORDS = [
    "The", "Last", "Night", "Dark", "River", "Blood", "Stone", "King", "Queen", "Winter", "Summer", "Ghost",
    "Shadow", "City", "House", "Road", "Secret", "Garden", "Iron", "Silver", "Lost", "Empire", "Wild", "Storm",
    "Fire", "Island", "Devil", "Angel", "Crown", "Heart", "Dream", "Mirror", "Ocean", "Forest", "Machine",
    "Love", "War", "Peace", "Hunter", "Killer", "Detective", "Doctor", "Journey", "Legacy", "Return", "Rise",
    "Fall", "Edge", "Echo", "Signal", "Frontier", "Harbor", "Valley", "Mountain", "Desert", "Sky", "Moon",
    "Amélie", "Léon", "Café", "Señorita", "Über", "Mädchen", "Noël", "Cœur", "Æon", "Ñandú", "Português",
    "Été", "Forêt", "Château", "Straße", "Øresund", "Kärlek", "Niño", "Côte", "Rêve",
]
GROUPS_SCENE = ["GRP", "SPARKS", "GECKOS", "DRONES", "ROVERS", "NTb", "FLUX", "CMRG", "EDITH", "SuccessfulCrab",
                "BLOOM", "KiNGS", "RARBG", "YIFY", "FGT", "playWEB", "MZABI", "TEPES", "HONE", "W4NK3R", "d3g",
                "ION10", "PSA", "QxR", "TAoE", "Tigole", "SiGMA", "FraMeSToR", "EPSiLON", "KOGi", "NOGRP"]
RES = ["720p", "1080p", "2160p", "480p", "576p"]
SOURCE = ["BluRay", "WEB-DL", "WEBRip", "HDTV", "BDRip", "DVDRip", "AMZN.WEB-DL", "NF.WEB-DL", "DSNP.WEB-DL",
          "UHD.BluRay", "HMAX.WEB-DL", "ATVP.WEB-DL"]
CODEC = ["x264", "x265", "H.264", "H.265", "HEVC", "AVC", "XviD", "10bit.x265"]
AUDIO = ["DDP5.1", "DD5.1", "AAC2.0", "DTS-HD.MA.5.1", "TrueHD.7.1.Atmos", "AC3", "FLAC2.0", "Opus", "EAC3"]
ANIME_GROUPS = ["SubsPlease", "Erai-raws", "HorribleSubs", "LoliHouse", "ANi", "Judas", "EMBER", "ASW",
                "Commie", "GJM", "Kametsu", "Beatrice-Raws", "Moozzi2", "DKB", "Tsundere-Raws", "NC-Raws"]
ANIME_TITLES = [
    "Keijo!!!!!!!!", "New Game!!", "K-On!", "Re:Zero kara Hajimeru Isekai Seikatsu", "Oshi no Ko",
    "Sousou no Frieren", "Kimetsu no Yaiba", "Jujutsu Kaisen", "Spy x Family", "Bocchi the Rock!",
    "Kaguya-sama wa Kokurasetai", "Shingeki no Kyojin", "Yuru Camp△", "Lucky☆Star", "Steins;Gate",
    "Working!!", "Love Live! Sunshine!!", "Mahou Shoujo Madoka★Magica", "Dr. Stone", "Kono Subarashii Sekai ni Shukufuku wo!",
    "Gochuumon wa Usagi Desu ka??", "Denpa Onna to Seishun Otoko", "Akiba Maid Sensou", "Chainsaw Man",
    "Dungeon Meshi", "Kusuriya no Hitorigoto", "Boku no Hero Academia", "One Piece", "Blue Lock",
    "葬送のフリーレン", "進撃の巨人", "鬼滅の刃", "ぼっち・ざ・ろっく！", "【推しの子】", "薬屋のひとりごと",
    "ダンジョン飯", "呪術廻戦", "SPY×FAMILY", "ゆるキャン△", "けいおん！", "まちカドまぞく",
]
CHINESE_TITLES = ["流浪地球", "三体", "庆余年", "狂飙", "漫长的季节", "繁花", "长安三万里", "满江红", "琅琊榜", "甄嬛传",
                  "间谍过家家", "葬送的芙莉莲", "鬼灭之刃", "咒术回战", "我推的孩子", "药屋少女的呢喃"]
CN_SUBGROUPS = [
    "桜都字幕组", "喵萌奶茶屋", "北宇治字幕组", "LoliHouse", "千夏字幕组", "幻樱字幕组", "天使动漫论坛", "悠哈璃羽字幕社",
]
KOREAN_TITLES = ["오징어 게임", "더 글로리", "무빙", "런닝맨", "나 혼자 산다", "이상한 변호사 우영우", "사랑의 불시착",
                 "눈물의 여왕", "스위트홈", "킹덤", "시그널", "응답하라 1988", "D.P.", "지금 우리 학교는"]
CYRILLIC_TITLES = ["Мастер и Маргарита", "Война и мир", "Брат", "Сталкер", "Ирония судьбы", "Слово пацана",
                   "Бриллиантовая рука", "Левиафан", "Т-34", "Майор Гром", "Чебурашка", "Кухня", "Метод",
                   "Ёлки", "Тот самый Мюнхгаузен", "Кин-дза-дза!", "Шерлок Холмс и доктор Ватсон", "Холоп"]
JAPANESE_DRAMA = ["半沢直樹", "逃げるは恥だが役に立つ", "相棒", "孤独のグルメ", "VIVANT", "silent", "ブラッシュアップライフ",
                  "どうする家康", "光る君へ", "不適切にもほどがある！"]
SHOW_WORDS = ["The", "Office", "Breaking", "Bad", "Stranger", "Things", "House", "Dragon", "Succession", "Crown",
              "Boys", "Mandalorian", "Bear", "Severance", "Fargo", "Dark", "Narcos", "Vikings", "Chernobyl",
              "Sherlock", "Doctor", "Who", "Top", "Gear", "Grand", "Tour", "Survivor", "Jeopardy", "Tatort",
              "Polizeiruf", "Engrenages", "Borgen", "Bron", "Broen", "Élite", "Señora", "Acapulco", "Lupin",
              "Dix", "Pour", "Cent", "Mañana", "Schitt's", "Creek", "Yellowjackets", "Slow", "Horses"]
ARTISTS = ["Radiohead", "Daft Punk", "Björk", "Sigur Rós", "Mötley Crüe", "Beyoncé", "Rammstein", "Stromae",
           "Céline Dion", "Édith Piaf", "Taylor Swift", "Kendrick Lamar", "宇多田ヒカル", "YOASOBI", "米津玄師",
           "BTS", "아이유", "BLACKPINK", "周杰伦", "王菲", "Кино", "Земфира", "Ляпис Трубецкой", "Sepultura",
           "Caetano Veloso", "Los Planetas", "Zaz", "Kraftwerk", "Die Ärzte", "Ásgeir", "Mø", "ABBA", "Aphex Twin"]
ALBUM_WORDS = ["Greatest", "Hits", "Live", "at", "the", "Opera", "Blue", "Red", "Songs", "Of", "Innocence", "Night",
               "Dreams", "Anthology", "Remastered", "Deluxe", "Edition", "Unplugged", "Sessions", "Vol", "Collection"]
AUTHORS = ["Stephen King", "Haruki Murakami", "Агата Кристи", "Fyodor Dostoevsky", "Gabriel García Márquez",
           "Jules Verne", "Émile Zola", "Günter Grass", "J.R.R. Tolkien", "Terry Pratchett", "東野圭吾", "余华",
           "Brandon Sanderson", "Isabel Allende", "Umberto Eco", "Лев Толстой", "Ursula K. Le Guin"]
BOOK_WORDS = ["The", "Name", "of", "Wind", "Shadow", "Night", "House", "Stone", "Sea", "Memory", "Time", "City",
              "Garden", "Letters", "Kingdom", "Way", "Kings", "Silence", "Crime", "Punishment", "Hundred", "Years"]
SOFTWARE = ["Adobe.Photoshop.2024", "Microsoft.Office.2021.Pro.Plus", "AutoCAD.2025", "VMware.Workstation.Pro",
            "JetBrains.IntelliJ.IDEA.Ultimate", "Nero.Burning.ROM", "WinRAR", "CorelDRAW.Graphics.Suite",
            "DaVinci.Resolve.Studio", "Ableton.Live.Suite", "FL.Studio.Producer.Edition", "Total.Commander",
            "Acronis.True.Image", "Windows.11.Pro.23H2", "Ubuntu.24.04.LTS.Desktop", "Steinberg.Cubase.Pro"]
SOFT_GROUPS = ["alt.binaries.pc", "alt.binaries.apps", "alt.binaries.warez", "alt.binaries.software",
               "alt.binaries.warez.ibm-pc", "alt.binaries.cd.image.software", "alt.binaries.games",
               "alt.binaries.mac.applications"]
MEDIA_GROUPS = ["alt.binaries.movies", "alt.binaries.hdtv", "alt.binaries.teevee", "alt.binaries.multimedia",
                "alt.binaries.anime", "alt.binaries.multimedia.anime.highspeed", "alt.binaries.boneless",
                "alt.binaries.mom", "alt.binaries.sounds.flac", "alt.binaries.sounds.mp3", "alt.binaries.ebook",
                "alt.binaries.e-book", "alt.binaries.x264", "alt.binaries.tv", "alt.binaries.documentaries"]


def _words(r: random.Random, pool: list[str], lo: int, hi: int) -> list[str]:
    return r.sample(pool, r.randint(lo, hi))


def _crc(r: random.Random) -> str:
    return "".join(r.choice("0123456789ABCDEF") for _ in range(8))


def _shell(r: random.Random, name: str) -> str:
    """Wrap a file name in a typical posting subject, half of the time."""
    if r.random() < 0.5:
        return name
    total = r.randint(2, 90)
    i = r.randint(1, total)
    segs = r.randint(1, 200)
    form = r.choice([
        f'[{i:02d}/{total:02d}] - "{name}" yEnc ({r.randint(1, segs)}/{segs})',
        f'"{name}" yEnc ({r.randint(1, segs)}/{segs})',
        f'{name} [{i}/{total}] - "{name}.part{i:02d}.rar" yEnc',
        f'({i}/{total}) "{name}.vol{i:02d}+{i + 1:02d}.par2" - yEnc',
    ])
    return form


def legit(r: random.Random) -> list[str]:
    out: list[str] = []

    def add(title: str, size: int | None = None, group: str = "") -> None:
        out.append("\t".join([title, str(size) if size is not None else "-", group]).rstrip("\t"))

    for _ in range(330):  # scene movies
        title = ".".join(_words(r, MOVIE_WORDS, 1, 4))
        name = (f"{title}.{r.randint(1950, 2025)}.{r.choice(RES)}.{r.choice(SOURCE)}.{r.choice(AUDIO)}"
                f".{r.choice(CODEC)}-{r.choice(GROUPS_SCENE)}")
        add(_shell(r, name), r.choice([None, r.randint(700 * MIB, 60 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(330):  # scene TV
        show = ".".join(_words(r, SHOW_WORDS, 1, 3))
        name = (f"{show}.S{r.randint(1, 30):02d}E{r.randint(1, 24):02d}.{r.choice(RES)}.{r.choice(SOURCE)}"
                f".{r.choice(AUDIO)}.{r.choice(CODEC)}-{r.choice(GROUPS_SCENE)}")
        if r.random() < 0.2:
            name = name.replace(".", " ")
        add(_shell(r, name), r.choice([None, r.randint(150 * MIB, 8 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(330):  # anime
        t = r.choice(ANIME_TITLES)
        g = r.choice(ANIME_GROUPS)
        ep = r.randint(1, 26)
        form = r.randrange(5)
        if form == 0:
            name = f"[{g}] {t} - {ep:02d} ({r.choice(['720p', '1080p', '480p'])}) [{_crc(r)}].mkv"
        elif form == 1:
            name = f"[{g}] {t} - {ep:02d} [WebRip 1080p HEVC-10bit AAC ASSx2]"
        elif form == 2:
            subs = ["ar", "de", "es", "fr", "it", "pt", "ru", "pl", "tr", "id", "th", "vi"]
            name = (f"[{g}] {t} S{r.randint(1, 3):02d}E{ep:02d} [1080p][AAC][JapDub][EngSub] "
                    f"{{Tags:L0;A=ja;S=en,{','.join(r.sample(subs, r.randint(2, 9)))};}}")
        elif form == 3:
            name = (f"{t} 第{ep}話 「{r.choice(['旅立ち', '約束', '魔法', '再会', '決戦', '夢の終わり'])}」"
                    " (BS11 1920x1080 x264 AAC).mp4")
        else:
            name = f"[{g}] {t} (TV) - {ep:02d} [BD 1080p x265 FLAC] {{Tags:L0;A=ja,en;S=en,ar;}}"
        add(_shell(r, name), r.choice([None, r.randint(200 * MIB, 2 * GIB)]), "alt.binaries.multimedia.anime.highspeed")
    for _ in range(160):  # Chinese
        t = r.choice(CHINESE_TITLES)
        form = r.randrange(4)
        if form == 0:
            name = (f"【{r.choice(CN_SUBGROUPS)}】★{r.choice(['10月新番', '4月新番', '1月新番', '合集'])}★"
                    f"[{t}][{r.randint(1, 24):02d}][1080p][简日双语][招募翻译]")
        elif form == 1:
            name = f"[{r.choice(CN_SUBGROUPS)}] {t} / {r.choice(ANIME_TITLES[:20])} [{r.randint(1, 24):02d}][1080p][简体内嵌]"
        elif form == 2:
            name = (f"{t}（{r.choice(['第一季', '第二季', '全集', '导演剪辑版'])}）"
                    f"｜{r.randint(2015, 2025)}｜4K WEB-DL H265 DDP5.1")
        else:
            name = (f"{t}.{r.randint(2000, 2025)}.{r.choice(RES)}.WEB-DL.H265.AAC"
                    f"-{r.choice(['CMCTV', 'HDSWEB', 'OurTV', 'HHWEB'])}")
        add(_shell(r, name), r.choice([None, r.randint(300 * MIB, 20 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(160):  # Korean
        t = r.choice(KOREAN_TITLES)
        form = r.randrange(3)
        if form == 0:
            name = f"{t} 시즌{r.randint(1, 3)} E{r.randint(1, 16):02d} {r.choice(RES)} WEB-DL"
        elif form == 1:
            name = f"[HDTV] {t} E{r.randint(1, 800)} {r.randint(230101, 241231)} {r.choice(['720p', '1080p'])}-NEXT"
        else:
            name = f"{t} ({r.randint(2010, 2025)}) ｜ {r.choice(['전편', '1-16화', '완결'])} ｜ 1080p 한글자막"
        add(_shell(r, name), r.choice([None, r.randint(300 * MIB, 5 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(160):  # Cyrillic
        t = r.choice(CYRILLIC_TITLES)
        form = r.randrange(3)
        if form == 0:
            name = f"{t} ({r.randint(1960, 2025)}) {r.choice(['WEB-DL', 'BDRip', 'HDTVRip', 'DVDRip'])} {r.choice(RES)}"
        elif form == 1:
            name = (f"{t} / {r.choice(['Master i Margarita', 'Voyna i mir', 'Brat', 'Stalker', 'Kholop'])}"
                    f" ({r.randint(1960, 2025)}) BDRip 720p [{r.choice(['Лицензия', 'MVO', 'DUB', 'AVO'])}]")
        else:
            name = (f"{t} [S{r.randint(1, 4):02d}] ({r.randint(2015, 2025)}) WEB-DL 1080p"
                    f" | {r.choice(['Кинопоиск HD', 'Okko', 'Start', 'Premier'])}")
        add(_shell(r, name), r.choice([None, r.randint(700 * MIB, 15 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(80):  # Japanese drama
        t = r.choice(JAPANESE_DRAMA)
        name = (f"{t} 第{r.randint(1, 12)}話 ({r.choice(['TBS', 'NHK総合', 'フジテレビ', 'テレ朝'])}"
                f" {r.choice(['1440x1080', '1920x1080'])} MPEG2 AAC).ts")
        add(_shell(r, name), r.choice([None, r.randint(2 * GIB, 12 * GIB)]), "alt.binaries.multimedia.japanese")
    for _ in range(200):  # music
        artist = r.choice(ARTISTS)
        album = " ".join(_words(r, ALBUM_WORDS, 1, 4))
        year = r.randint(1965, 2025)
        form = r.randrange(4)
        if form == 0:
            name = f"{artist} - {album} ({year}) [FLAC {r.choice(['16-44', '24-96', '24-192'])}]"
        elif form == 1:
            name = (f"{artist.replace(' ', '_')}-{album.replace(' ', '_')}-{r.choice(['WEB', 'CD', 'VINYL'])}"
                    f"-{year}-{r.choice(['ENRiCH', 'FATHEAD', 'DARKAUDiO', 'OMA'])}")
        elif form == 2:
            name = f"{artist} - {album} ({year}) [MP3 320kbps]"
        else:
            name = f"{artist} - Discography ({year - 20}-{year}) {{{r.choice(['FLAC', 'MP3', 'ALAC'])}}}"
        add(_shell(r, name), r.choice([None, r.randint(40 * MIB, 3 * GIB)]),
            r.choice(["alt.binaries.sounds.flac", "alt.binaries.sounds.mp3"]))
    for _ in range(90):  # small but real audio: singles
        artist = r.choice(ARTISTS)
        name = (f"{artist} - {' '.join(_words(r, ALBUM_WORDS, 1, 3))} (Single) ({r.randint(2000, 2025)})"
                f" [{r.choice(['MP3 320', 'MP3 V0', 'FLAC', 'AAC 256', 'Opus'])}]")
        add(_shell(r, name), r.randint(2 * MIB, 45 * MIB), "alt.binaries.sounds.mp3")
    for _ in range(130):  # ebooks and comics, often tiny
        author = r.choice(AUTHORS)
        book = " ".join(_words(r, BOOK_WORDS, 2, 5))
        form = r.randrange(3)
        if form == 0:
            name = f"{author} - {book} ({r.randint(1900, 2025)}) [{r.choice(['EPUB', 'MOBI', 'PDF', 'AZW3'])}]"
            size = r.randint(200 * KIB, 15 * MIB)
        elif form == 1:
            name = (f"{book} {r.randint(1, 150):03d} ({r.randint(1990, 2025)}) (Digital)"
                    f" ({r.choice(['Zone-Empire', 'Minutemen-Slayer', 'DCP'])}).cbz")
            size = r.randint(15 * MIB, 90 * MIB)
        else:
            name = f"{author} - {book} (Audiobook) [M4B {r.choice(['64kbps', '128kbps'])}]"
            size = r.randint(80 * MIB, 900 * MIB)
        add(_shell(r, name), size, r.choice(["alt.binaries.ebook", "alt.binaries.e-book", "alt.binaries.audiobooks"]))
    for _ in range(110):  # subtitle packs, small
        show = ".".join(_words(r, SHOW_WORDS, 1, 3))
        form = r.randrange(4)
        if form == 0:
            name = f"{show}.S{r.randint(1, 10):02d}.Complete.Subs.Pack.SRT"
        elif form == 1:
            name = (f"{show}.S{r.randint(1, 10):02d}E{r.randint(1, 24):02d}.1080p.WEB-DL"
                    f".{r.choice(['English', 'French', 'German', 'Spanish'])}.Subtitles")
        elif form == 2:
            name = f"[{r.choice(CN_SUBGROUPS)}] {r.choice(CHINESE_TITLES)} 字幕 [{r.randint(1, 24):02d}] [简繁日]"
        else:
            name = (f"[{r.choice(ANIME_GROUPS)}] {r.choice(ANIME_TITLES)} - {r.randint(1, 24):02d}"
                    " [ASS Subs] {Tags:L0;A=;S=en,pt,es;}")
        add(_shell(r, name), r.randint(20 * KIB, 950 * KIB), r.choice(MEDIA_GROUPS))
    for _ in range(80):  # software in software groups, executables included
        base = r.choice(SOFTWARE)
        form = r.randrange(3)
        if form == 0:
            name = f"{base}.v{r.randint(1, 30)}.{r.randint(0, 9)}.{r.randint(0, 999)}.x64.Multilingual"
        elif form == 1:
            name = f"{base.replace('.', '_')}_v{r.randint(1, 30)}.{r.randint(0, 9)}_Setup.exe"
        else:
            name = (f"{base}.{r.randint(2019, 2025)}.{r.choice(['MacOS', 'Linux', 'Win64'])}"
                    f".Incl.{r.choice(['Patch', 'Keygen', 'Serial'])}-{r.choice(['TNT', 'CORE', 'BTCR', 'XFORCE'])}")
        add(_shell(r, name), r.randint(5 * MIB, 8 * GIB), r.choice(SOFT_GROUPS))
    for _ in range(50):  # readable subject, obfuscated file name: a real release
        title = ".".join(_words(r, MOVIE_WORDS, 2, 4)) + (
            f".{r.randint(1990, 2025)}.{r.choice(RES)}.{r.choice(SOURCE)}.{r.choice(CODEC)}-{r.choice(GROUPS_SCENE)}"
        )
        blob = "".join(r.choice(string.ascii_letters + string.digits) for _ in range(r.randint(14, 24)))
        total = r.randint(10, 80)
        i = r.randint(1, total)
        add(f'{title} [{i:02d}/{total}] - "{blob}.part{i:02d}.rar" yEnc ({r.randint(1, 99)}/99)',
            r.choice([None, r.randint(GIB, 30 * GIB)]), r.choice(MEDIA_GROUPS))
    return out


def junk(r: random.Random) -> list[str]:
    out: list[str] = []

    def add(title: str, size: int | None = None, group: str = "") -> None:
        out.append("\t".join([title, str(size) if size is not None else "-", group]).rstrip("\t"))

    ext = ["part01.rar", "part12.rar", "7z.001", "rar", "zip", "par2", "vol03+04.par2", "mkv", "mp4", "r05", "bin", "iso"]
    for _ in range(450):  # random base62/36 names
        n = r.randint(12, 40)
        alphabet = r.choice([string.ascii_letters + string.digits, string.ascii_lowercase + string.digits,
                             string.ascii_uppercase + string.digits])
        blob = "".join(r.choice(alphabet) for _ in range(n))
        add(_shell(r, f"{blob}.{r.choice(ext)}"), r.choice([None, r.randint(MIB, 10 * GIB)]), r.choice(MEDIA_GROUPS))
    for _ in range(250):  # hex digests
        blob = "".join(r.choice("0123456789abcdef") for _ in range(r.choice([24, 32, 40, 64])))
        if r.random() < 0.3:
            blob = blob.upper()
        add(_shell(r, f"{blob}.{r.choice(ext)}" if r.random() < 0.7 else blob), None, r.choice(MEDIA_GROUPS))
    for _ in range(120):  # UUID job ids
        add(_shell(r, f"{uuid.UUID(int=r.getrandbits(128))}.{r.choice(ext)}"), None, r.choice(MEDIA_GROUPS))
    for _ in range(60):  # license-key shapes
        key = "-".join(
            "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(4)) + r.choice(string.digits)
            for _ in range(5)
        )
        add(_shell(r, key), None, r.choice(MEDIA_GROUPS))
    for _ in range(100):  # placeholders and digits
        if r.random() < 0.5:
            name = (f"{r.choice(['file', 'upload', 'post', 'untitled', 'New folder', 'DSC', 'IMG', 'data', 'archive'])}"
                    f"{r.choice(['', '_', '-', ' '])}{r.randint(0, 99999)}.{r.choice(['rar', 'zip', 'jpg', '7z'])}")
        else:
            name = f"{r.randint(10**7, 10**14)}.{r.choice(ext)}"
        add(_shell(r, name), None, r.choice(MEDIA_GROUPS))
    marks = "!#$%&*+=?@^~|<>-_:;"
    for _ in range(200):  # punctuation soup
        parts = []
        for _ in range(r.randint(8, 24)):
            parts.append(r.choice(marks) if r.random() < 0.75 else r.choice(string.ascii_letters + string.digits))
        add("".join(parts), None, r.choice(MEDIA_GROUPS))
    for _ in range(60):  # empty shells
        add(r.choice(['[01/10] - "" yEnc (1/1)', '"" yEnc', '- - [1/3] - "...." yEnc (1/5)', '(????) [1/1] - "" yEnc',
                      '"_____" yEnc (1/2)', '[ ] - " - " yEnc']) + " " * r.randint(0, 2), None, r.choice(MEDIA_GROUPS))
    for _ in range(120):  # executables hiding behind media
        title = ".".join(_words(r, MOVIE_WORDS, 1, 3)) + f".{r.randint(1990, 2025)}.{r.choice(RES)}.{r.choice(SOURCE)}"
        inner = r.choice(["mkv", "avi", "mp4", "pdf", "mp3", "jpg"])
        add(_shell(r, f"{title}.{inner}.{r.choice(['exe', 'scr', 'bat', 'com', 'lnk', 'vbs'])}"), None,
            r.choice(MEDIA_GROUPS + SOFT_GROUPS))
    for _ in range(60):  # droppers anywhere
        dropper = (f"{r.choice(['Photos', 'Invoice', 'Update', 'Player', 'Codec', 'Screensaver'])}_{r.randint(1, 999)}"
                   f".{r.choice(['scr', 'pif', 'lnk', 'vbs', 'hta', 'wsf'])}")
        add(_shell(r, dropper), None, r.choice(MEDIA_GROUPS))
    for _ in range(140):  # bare executables outside software groups
        title = ".".join(_words(r, MOVIE_WORDS, 1, 3)) + (
            f".{r.randint(1990, 2025)}.{r.choice(RES)}.{r.choice(SOURCE)}.{r.choice(CODEC)}"
        )
        name = r.choice([
            f"{title}.exe", f"{title}_Player_Setup.exe", f"Codec_Pack_{r.randint(1, 12)}.msi", f"{title}.HD.Viewer.exe",
            f"{' '.join(_words(r, SHOW_WORDS, 1, 3))} S{r.randint(1, 9):02d}E{r.randint(1, 20):02d} 1080p.exe",
        ])
        add(_shell(r, name), r.randint(100 * KIB, 40 * MIB), r.choice(MEDIA_GROUPS))
    bait_titles = [
        "Password at www.{d}.com - {t}", "{t} 1080p [password in the description]", "{t} (pass: visit our site)",
        "{t} - PW @ www.{d}.net", "Get the password for {t} at {d}.org", "{t} 2160p.password.txt",
        "{t} [need password? visit link]", "{t} passwort auf www.{d}.de", "{t} - password_here.url",
        "Unlock code for {t} inside", "{t} FREE DOWNLOAD click here", "{t} full movie free online",
        "watch {t} online free HD", "{t} - stream it now 4K", "Download {t} now from rapidgator",
        "{t} 1080p nitroflare premium links", "{t} - mirrors on keep2share and turbobit", "{t} bit.ly/{s}",
        "{t} -> https://cutt.ly/{s}", "www.{d}.xyz presents {t}", "{t} [https://{d}.top]", "{t} join our telegram channel",
        "{t} contact me on whatsapp", "FREE BITCOIN GIVEAWAY {t}", "{t} crypto profit generator",
        "{t} make money fast", "{t} buy now limited offer", "{t} 100% working no survey",
        "free movie free movie free movie free movie free movie {t}", "{t} {t} {t} {t} {t} {t}",
        "{t} discord.gg/{s}", "{t} t.me/{s}", "USDT airdrop {t}", "{t} premium account 2025",
    ]
    for _ in range(500):
        t = " ".join(_words(r, MOVIE_WORDS, 1, 3))
        d = "".join(r.choice(string.ascii_lowercase) for _ in range(r.randint(5, 12)))
        s = "".join(r.choice(string.ascii_letters + string.digits) for _ in range(7))
        add(r.choice(bait_titles).format(t=t, d=d, s=s), None, r.choice(MEDIA_GROUPS))
    for _ in range(200):  # size-banded fakes (build stage)
        title = ".".join(_words(r, MOVIE_WORDS, 1, 4))
        form = r.randrange(4)
        if form == 0:
            add(f"{title}.{r.randint(1990, 2025)}.{r.choice(RES)}.{r.choice(SOURCE)}.{r.choice(CODEC)}-{r.choice(GROUPS_SCENE)}",
                r.randint(10 * KIB, 5 * MIB - 1), r.choice(MEDIA_GROUPS))
        elif form == 1:
            add(f"{title}.{r.randint(1990, 2025)}.2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.7.1.Atmos-{r.choice(GROUPS_SCENE)}",
                r.randint(5 * MIB, 50 * MIB - 1), r.choice(MEDIA_GROUPS))
        elif form == 2:
            add(f"{' '.join(_words(r, SHOW_WORDS, 1, 3))} Season {r.randint(1, 9)} Complete 1080p WEB-DL",
                r.randint(MIB, 50 * MIB - 1), r.choice(MEDIA_GROUPS))
        else:
            add(f"{title} {r.choice(['Collection', 'Pack', 'Archive', 'Bundle'])} {r.randint(1, 99)}",
                r.randint(KIB, MIB - 1), r.choice(MEDIA_GROUPS))
    return out


def main(out_dir: Path = HERE) -> None:
    r = random.Random(SEED)
    legit_lines = legit(r)
    # A line starting with "#" is a comment in the audit format; soup titles may start with one.
    junk_lines = [line if not line.startswith("#") else " " + line for line in junk(r)]
    (out_dir / "legit.txt").write_text("\n".join(legit_lines) + "\n", encoding="utf-8")
    (out_dir / "junk.txt").write_text("\n".join(junk_lines) + "\n", encoding="utf-8")
    print(f"wrote {len(legit_lines)} legit and {len(junk_lines)} junk titles to {out_dir}")


if __name__ == "__main__":
    main()
