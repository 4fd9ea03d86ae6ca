"""Write fresh2.tsv: the third held-apart split, written after the one look at fresh.tsv and before any change.

Why: model v2 (commit ea72ad3) on fresh.tsv caught 94% of new spam intents
but scored 15% of new legitimate shapes as junk (podcasts, lectures, radio
drama, one-word capitalised titles: names that read like prose and carry no
release structure). Whatever is changed in answer to that is measured here,
on shapes and intents in none of train.tsv, test.tsv and fresh.tsv, written
before the change and never read by train.py.

Legitimate shapes, the hard ones on purpose: film, show and game titles that
are sentences or address the reader (``Catch Me If You Can``, ``Don't Look
Up``, ``Free Willy``, ``Get Out``), band and song names, museum and archive
collections, plain software and game names. Spam intents (public
descriptions): game-currency generators (free robux/v-bucks), IPTV resellers,
fake shops with impossible prices, paid surveys.

Fixed seed: ``python tests/data/junk/scorer/make_fresh2.py`` rewrites fresh2.tsv
byte for byte. Lines: LABEL<TAB>FAMILY<TAB>TITLE.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 2830
PER_FAMILY = 60

PROSE_TITLES = [
    "Catch Me If You Can", "Don't Look Up", "Free Willy", "Get Out", "Call Me by Your Name", "Knives Out",
    "No Country for Old Men", "Do the Right Thing", "You Were Never Really Here", "I Know What You Did Last Summer",
    "Everything Everywhere All at Once", "How to Train Your Dragon", "Eternal Sunshine of the Spotless Mind",
    "Win Win", "Save the Last Dance", "Click", "Buy the Ticket Take the Ride", "Honey I Shrunk the Kids",
    "Dude Where's My Car", "Who Framed Roger Rabbit", "What We Do in the Shadows", "Are You Being Served",
    "Only Murders in the Building", "Curb Your Enthusiasm", "Call the Midwife", "Never Have I Ever",
    "How I Met Your Mother", "Is It Cake", "Love Is Blind", "Deal or No Deal", "The Price Is Right",
    "Who Wants to Be a Millionaire", "Keeping Up Appearances", "Don't Starve Together", "Papers Please",
    "Keep Talking and Nobody Explodes", "Getting Over It with Bennett Foddy", "Cash Truck", "Easy Money",
    "Money Monster", "Get Smart", "Now You See Me", "Limitless", "Act of Valor", "Call Jane",
]
BANDS_SONGS = [
    "The Rolling Stones - Paint It Black", "Queen - Bohemian Rhapsody", "The Clash - Should I Stay or Should I Go",
    "Talking Heads - Once in a Lifetime", "Cyndi Lauper - Money Changes Everything", "ABBA - Money Money Money",
    "Pink Floyd - Money", "Dire Straits - Money for Nothing", "Simple Minds - Don't You Forget About Me",
    "The Beatles - Can't Buy Me Love", "R.E.M. - Everybody Hurts", "Tears for Fears - Everybody Wants to Rule the World",
    "Daft Punk - Get Lucky", "Free - All Right Now", "Cheap Trick - I Want You to Want Me", "Hot Chip - Over and Over",
    "Wet Leg - Chaise Longue", "Fleet Foxes - Helplessness Blues", "LCD Soundsystem - Losing My Edge",
]
COLLECTIONS = [
    "Rijksmuseum - Rembrandt Paintings", "NASA Apollo 11 Flight Journal", "Library of Congress - Civil War Photographs",
    "British Library - Medieval Manuscripts", "Internet Archive - Old Time Radio Collection",
    "Smithsonian Open Access Images", "Prelinger Archives Home Movies", "Public Domain Movie Posters",
    "National Archives - WWII Newsreels", "Metropolitan Museum of Art - Japanese Prints",
]
SOFTWARE_PLAIN = [
    "Notepad++", "Blender", "GIMP", "Inkscape", "VLC media player", "Audacity", "OBS Studio", "LibreOffice",
    "HandBrake", "Krita", "7-Zip", "qBittorrent", "KeePassXC", "Thunderbird", "Paint.NET", "Calibre", "MuseScore",
    "Stellarium", "Scribus", "Darktable", "The Legend of Zelda Breath of the Wild", "Super Mario Odyssey",
    "Red Dead Redemption 2", "The Witcher 3 Wild Hunt", "Half-Life 2", "Portal 2", "Outer Wilds", "Celeste",
]

ROBUX = ["free robux generator no human verification", "free v-bucks generator 2024 working", "unlimited gems hack no survey",
         "free fire diamonds generator instant", "get free skins now no password", "free coins cheat for all games",
         "roblox premium free for everyone", "fortnite account generator free"]
IPTV = ["iptv 10000 channels 1 year subscription", "best iptv provider free trial 24h", "iptv m3u playlist all sports",
        "premium iptv reseller panel cheap", "watch all channels with our iptv box", "iptv smarters code free",
        "4k iptv no buffering buy now", "iptv for firestick lifetime deal"]
SHOPS = ["iphone 15 pro only 99 dollars today", "ps5 for 49 dollars clearance", "designer sneakers 95 percent off",
         "macbook pro 79 dollars last units", "brand new laptops from 30 dollars", "gaming pc giveaway enter now",
         "airpods pro 9 dollars flash sale", "4k tv for 19 dollars warehouse clearance"]
SURVEYS = ["get paid for surveys 50 dollars each", "take our survey win a gift", "paid surveys earn cash daily",
           "share your opinion get rewarded", "complete 3 surveys and get paid", "survey panel join free earn",
           "rate products earn money online", "answer questions get 100 dollars"]


def _tok(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _spam(pool: list[str]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        text = rng.choice(pool)
        if rng.random() < 0.25:
            text = f"{text} {_tok(rng, rng.randint(4, 8))}"
        c = rng.random()
        if c < 0.3:
            text = text.title()
        elif c < 0.45:
            text = text.upper()
        elif c < 0.7:
            text = text[0].upper() + text[1:]
        if rng.random() < 0.2:
            text = text.replace(" ", rng.choice([".", "_", "-"]))
        if rng.random() < 0.2:
            text = rng.choice(["*** {s} ***", "{s}!!", "[{s}]", "<< {s} >>"]).format(s=text)
        return text

    return make


def _legit(pool: list[str]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        text = rng.choice(pool)
        shape = rng.randrange(5)
        if shape == 1:
            text = text.replace(" - ", "-").replace(" ", ".")
        elif shape == 2:
            text = f'"{text}" yEnc ({rng.randint(1, 9)}/{rng.randint(10, 99)})'
        elif shape == 3:
            text = f"{text} [{rng.randint(1, 9)}/{rng.randint(10, 40)}]"
        return text

    return make


FAMILIES: dict[str, tuple[str, Callable[[random.Random], str]]] = {
    "game_currency": ("junk", _spam(ROBUX)), "iptv": ("junk", _spam(IPTV)), "fake_shops": ("junk", _spam(SHOPS)),
    "paid_surveys": ("junk", _spam(SURVEYS)),
    "prose_titles": ("legit", _legit(PROSE_TITLES)), "bands_songs": ("legit", _legit(BANDS_SONGS)),
    "collections": ("legit", _legit(COLLECTIONS)), "software_games_plain": ("legit", _legit(SOFTWARE_PLAIN)),
}


def build() -> list[str]:
    rng = random.Random(SEED)
    out: list[str] = []
    seen: set[str] = set()
    for family, (label, make) in FAMILIES.items():
        made = tries = 0
        while made < PER_FAMILY and tries < PER_FAMILY * 30:
            tries += 1
            title = make(rng).replace("\t", " ")
            if title in seen:
                continue
            seen.add(title)
            out.append(f"{label}\t{family}\t{title}")
            made += 1
    return out


def main(out_dir: Path = HERE) -> None:
    header = (f"# third held-apart split: LABEL<TAB>FAMILY<TAB>TITLE, written by make_fresh2.py (seed {SEED}) after the "
              "one look at fresh.tsv and before any change; never trained or tuned on\n")
    (out_dir / "fresh2.tsv").write_text(header + "\n".join(build()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
