"""Write fresh.tsv: a second held-apart split, written after the first look at test.tsv and before any change.

Why it exists: the first evaluation of the frozen model (commit d1b6a1c) on
test.tsv showed where it misses (docs/junk-rules.md). Changing the corpus
or the guard after reading those misses makes test.tsv a tuned-on set, so
this file was written and committed BEFORE those changes, with spam intents
and legitimate shapes that are in neither train.tsv nor test.tsv, and it is
never read by train.py. Its figures are the honest ones for every model
trained after d1b6a1c.

Spam intents (public descriptions of mail and newsgroup spam): stock
pump-and-dump, diploma and visa mills, essay mills, psychic and love-spell
offers, lead generation (solar, insurance), charity scams, uploader/VIP
recruitment, and bot output with unfilled templates. Legitimate shapes:
podcasts, manga volumes, lectures and courses, data dumps, sheet music,
radio drama, concert films, one-word titles.

Fixed seed: ``python tests/data/junk/scorer/make_fresh.py`` rewrites fresh.tsv
byte for byte. Lines: LABEL<TAB>FAMILY<TAB>TITLE.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 2829
PER_FAMILY = 60

TICKERS = ["ACME", "ZYNX", "QBTL", "HMNY", "GRWG", "VRTX", "NKLA", "PLUG"]
PUMP = ["{t} stock set to explode buy before monday", "this penny stock will triple next week {t}",
        "insider tip {t} is going to the moon", "{t} shares about to skyrocket act fast",
        "hot stock alert {t} huge gains expected", "analysts say {t} will soar 500 percent",
        "do not miss the {t} breakout", "{t} the next big thing get in early"]
MILLS = ["get a real university degree in 14 days", "buy a registered diploma no exams", "usa green card guaranteed apply",
         "fast visa approval no interview required", "accredited bachelor degree from home",
         "phd in 30 days based on life experience", "canadian work permit guaranteed", "get your passport renewed fast"]
ESSAYS = ["write my essay cheap 24h delivery", "pay someone to do my homework", "thesis writing service plagiarism free",
          "custom term papers for sale", "dissertation help from experts", "college assignments done for you",
          "essay writer online a+ guaranteed", "buy research papers cheap"]
PSYCHIC = ["free psychic reading tonight", "love spell caster that really works", "get your ex back in 3 days",
           "powerful voodoo spells call now", "your horoscope reveals a fortune", "talk to a real medium now",
           "tarot reading first 5 minutes free", "lucky charm brings money fast"]
LEADS = ["free solar panels for homeowners", "compare car insurance quotes save big", "see the medicare plans you qualify for",
         "homeowners are getting paid to go solar", "cut your energy bill in half", "life insurance from 9 dollars a month",
         "free quote for new windows", "check if you qualify for a rebate"]
CHARITY = ["donate now to help the flood victims", "your gift doubles today only", "sponsor a child for 1 dollar a day",
           "urgent appeal please give now", "help us reach our goal tonight", "every dollar feeds a family",
           "give before midnight tax deductible", "support our cause send bitcoin"]
RECRUIT = ["uploaders wanted earn per download", "become a vip member of our board", "we pay for every upload you make",
           "join our private tracker invites open", "earn money sharing files", "best paying file host affiliate",
           "resellers wanted for premium accounts", "invite only usenet club apply"]
TEMPLATES = ["{title} {year} [{quality}]", "$RELEASE_NAME", "%TITLE% - %GROUP%", "undefined", "null", "[object Object]",
             "NaN NaN NaN", "{{name}}", "${filename}", "<title> - <artist>", "TODO insert title", "%s - %s (%d)"]

PODCASTS = ["Hardcore History", "Radiolab", "The Daily", "Reply All", "Serial", "Freakonomics Radio", "99% Invisible",
            "Lex Fridman Podcast", "The Rest Is History", "Conan O'Brien Needs a Friend"]
MANGA = ["One Piece", "Berserk", "Vagabond", "Chainsaw Man", "Yotsuba&!", "Monster", "Blue Period", "Kingdom",
         "Witch Hat Atelier", "Frieren"]
LECTURES = ["MIT 6.006 Introduction to Algorithms", "Stanford CS229 Machine Learning", "Harvard CS50",
            "Yale Open Courses - Introduction to Psychology", "Berkeley CS61A Structure and Interpretation",
            "The Great Courses - The History of Ancient Rome", "Feynman Lectures on Physics"]
DUMPS = ["enwiki-{d}-pages-articles.xml.bz2", "dewiki-{d}-pages-meta-current.xml.bz2", "planet-{s}.osm.pbf",
         "stackoverflow.com-Posts-{d}.7z", "wikidata-{d}-all.json.gz", "gutenberg-mirror-{d}.tar"]
COMPOSERS = ["Bach", "Chopin", "Debussy", "Satie", "Mozart", "Liszt", "Rachmaninoff", "Scarlatti"]
PIECES = ["Well-Tempered Clavier", "Nocturnes", "Preludes", "Gymnopedies", "Piano Sonatas", "Etudes", "Sonatas"]
DRAMAS = ["BBC Radio 4 Drama", "Saturday Play", "Afternoon Drama", "Classic Serial", "Radio 3 Drama on 3"]
PLAYS = ["The Master and Margarita", "War and Peace", "Dune", "The Lord of the Rings", "Neverwhere", "Good Omens",
         "The Hitchhikers Guide to the Galaxy", "Alien The Audio Drama"]
BANDS = ["Pink Floyd", "Queen", "Nirvana", "Radiohead", "Talking Heads", "Depeche Mode", "Metallica", "Björk"]
CITIES = ["Tokyo", "Pompeii", "Paris", "Berlin", "Budokan", "Wembley", "Reading", "Montreux"]
ONE_WORD = ["Oppenheimer", "Shogun", "Tenet", "Parasite", "Arrival", "Inception", "Amélie", "Solaris", "Stalker",
            "Akira", "Heat", "Fargo", "Oldboy", "Roma", "Nope", "Barbie", "Severance", "Chernobyl", "Dark", "Succession",
            "Сталкер", "千と千尋の神隠し", "기생충", "Léon", "Persepolis", "Metropolis", "Vertigo", "Psycho", "Jaws", "Alien"]


def _tok(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _spam(pool: list[str]) -> Callable[[random.Random], str]:
    def make(rng: random.Random) -> str:
        text = rng.choice(pool).format(t=rng.choice(TICKERS))
        r = rng.random()
        if r < 0.2:
            text = f"{text} {_tok(rng, rng.randint(4, 8))}"
        elif r < 0.3:
            site = rng.choice(["offers", "best", "go", "top"])
            text = f"{text} - {site}{rng.randint(1, 99)}.{rng.choice(['com', 'net', 'info'])}"
        c = rng.random()
        if c < 0.3:
            text = text.title()
        elif c < 0.45:
            text = text.upper()
        elif c < 0.7:
            text = text[0].upper() + text[1:]
        if rng.random() < 0.15:
            text = text.replace(" ", rng.choice([".", "_"]))
        if rng.random() < 0.25:
            text = rng.choice(["*** {s} ***", "{s}!!!", "[{s}]", ">> {s} <<"]).format(s=text)
        return text

    return make


def templates(rng: random.Random) -> str:
    text = rng.choice(TEMPLATES)
    if rng.random() < 0.3:
        text = f'[{rng.randint(1, 9)}/{rng.randint(10, 30)}] - "{text}" yEnc'
    return text


def podcast(rng: random.Random) -> str:
    return (f"{rng.choice(PODCASTS)} - Episode {rng.randint(1, 400)}"
            + rng.choice(["", f" - {rng.choice(['Interview', 'Live Show', 'Q and A', 'Bonus'])}"]))


def manga(rng: random.Random) -> str:
    a = rng.randint(1, 100)
    return (f"{rng.choice(MANGA)} v{a:02d}-{a + rng.randint(1, 10):02d} ({rng.randint(2000, 2024)}) (Digital) "
            f"({rng.choice(['1r0n', 'LuCaZ', 'Oak'])})")


def lectures(rng: random.Random) -> str:
    return f"{rng.choice(LECTURES)}{rng.choice(['', ' Lectures', ' Full Course', ' - Fall ' + str(rng.randint(2005, 2023))])}"


def dumps(rng: random.Random) -> str:
    d = f"{rng.randint(2019, 2024)}{rng.randint(1, 12):02d}01"
    return rng.choice(DUMPS).format(d=d, s=d[2:])


def sheet_music(rng: random.Random) -> str:
    return f"{rng.choice(COMPOSERS)} - {rng.choice(PIECES)} - {rng.choice(['Sheet Music', 'Urtext', 'Henle Edition', 'Scores'])}"


def radio_drama(rng: random.Random) -> str:
    return f"{rng.choice(DRAMAS)} - {rng.choice(PLAYS)}{rng.choice(['', ' - Part ' + str(rng.randint(1, 6))])}"


def concerts(rng: random.Random) -> str:
    band, city = rng.choice(BANDS), rng.choice(CITIES)
    return f"{band} - Live in {city}{rng.choice(['', ' (Remastered)', ' Bootleg', ' Soundboard'])}"


def one_word(rng: random.Random) -> str:
    word = rng.choice(ONE_WORD)
    return rng.choice([word, word.upper(), f'"{word}.mkv" yEnc (1/{rng.randint(50, 300)})', f"{word} [{rng.randint(1, 9)}/20]"])


FAMILIES: dict[str, tuple[str, Callable[[random.Random], str]]] = {
    "pump_and_dump": ("junk", _spam(PUMP)), "diploma_visa_mills": ("junk", _spam(MILLS)),
    "essay_mills": ("junk", _spam(ESSAYS)), "psychic": ("junk", _spam(PSYCHIC)), "leads": ("junk", _spam(LEADS)),
    "charity_scam": ("junk", _spam(CHARITY)), "recruitment": ("junk", _spam(RECRUIT)),
    "unfilled_templates": ("junk", templates),
    "podcasts": ("legit", podcast), "manga": ("legit", manga), "lectures": ("legit", lectures),
    "data_dumps": ("legit", dumps), "sheet_music": ("legit", sheet_music), "radio_drama": ("legit", radio_drama),
    "concerts": ("legit", concerts), "one_word_titles": ("legit", one_word),
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
    header = (f"# fresh held-apart split: LABEL<TAB>FAMILY<TAB>TITLE, written by make_fresh.py (seed {SEED}) after the "
              "first look at test.tsv and before any change; never trained or tuned on\n")
    (out_dir / "fresh.tsv").write_text(header + "\n".join(build()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
